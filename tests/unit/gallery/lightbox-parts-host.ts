import { render, type RenderResult } from '@testing-library/react';
import { createElement, Fragment } from 'react';
import { LightboxParts } from '../../../widgets/gallery/LightboxParts.tsx';
import { openLightbox, type LightboxRequest, type LightboxSession } from '../../../widgets/gallery/open-lightbox.ts';

/**
 * Plays useLightbox's part for tests that open a lightbox without the Gallery component: renders
 * LightboxParts (the inert page, the slides' states, failed media's messages) while openLightbox
 * says the lightbox is shown, and ends it when it closes, when the opening throws, and on
 * `dispose` (the component's cleanup). Rendered in a detached container, as the widget's output is:
 * the page's own children stay as they were.
 */
export function lightboxPartsHost() {
  // The root is made at once: React 19 adds its one listener on the document (`selectionchange`)
  // with a page's first root, which a test watching the page's listeners would otherwise count.
  const rendered: RenderResult = render(createElement(Fragment), { container: document.createElement('div') });
  let session: LightboxSession | undefined;
  const end = () => rendered.rerender(createElement(Fragment));
  const onShown = (modal: HTMLElement | null) => rendered.rerender(modal ? createElement(LightboxParts, { modal }) : createElement(Fragment));
  return {
    open(request: Omit<LightboxRequest, 'onShown'>): LightboxSession {
      try {
        session = openLightbox({ ...request, onShown });
        return session;
      } catch (error) {
        end();
        throw error;
      }
    },
    dispose(): void {
      session?.dispose();
      session = undefined;
      end();
    },
    /** Ends the host's root (after each test). */
    unmount(): void {
      rendered.unmount();
    },
  };
}
