import { useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { GalleryTarget } from './gallery-items.ts';
import type { LoadedLightbox } from './load-lightbox.ts';

/** A click's lightbox, from the click until it has closed: one at a time. */
export interface GalleryOpening extends GalleryTarget {
  /** The set's item links as they were when clicked, in page order. */
  readonly items: readonly HTMLAnchorElement[];
  /** The control clicked: busy while the chunk loads, focused again once the lightbox closes. */
  readonly opener: HTMLElement;
  /** The lightbox chunk, once it is there: the lightbox is open from then on. */
  readonly loaded?: LoadedLightbox;
}

/**
 * Shows `opening` in glightbox once its chunk is there (open-gallery.ts), for as long as it is the
 * state: glightbox draws the lightbox, the effect's cleanup closes it (a new state, an unmount).
 * Returns what the gallery renders while it is open (the lightbox chunk's LightboxParts: the inert
 * page, the slides' states, failed media's messages), null otherwise. When glightbox closes
 * (Escape, its close button) or opening fails, `end(null)` ends the state; a close comes outside
 * React's events and is rendered at once (the page is no longer inert when focus goes back to the
 * opener), so that the next click finds the gallery free.
 */
export function useLightbox(opening: GalleryOpening | null, context: WidgetContext, end: (opening: null) => void): ReactNode {
  const [parts, setParts] = useState<ReactNode>(null);
  useLayoutEffect(() => {
    const loaded = opening?.loaded;
    if (!loaded) return;
    // glightbox opens within this effect: the parts are rendered right after it. Its close comes
    // later, outside React's events, and the lightbox chunk renders that at once (open-lightbox.ts).
    const session = loaded.openGallery({ ...opening, context, Player: loaded.Player, onShown: setParts, onClose: () => flushSync(() => end(null)) });
    // The parts are gone by now when the lightbox has closed or failed (onShown(null)); the cleanup
    // on unmount leaves them to go with the component.
    if (!session) return end(null);
    return session.dispose;
  }, [opening, context, end]);
  return parts;
}
