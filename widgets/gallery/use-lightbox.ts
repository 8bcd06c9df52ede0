import { useLayoutEffect } from 'react';
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
 * When glightbox closes (Escape, its close button) or opening fails, `end(null)` ends the state;
 * a close comes outside React's events and is rendered at once, so that the next click finds the
 * gallery free.
 */
export function useLightbox(opening: GalleryOpening | null, context: WidgetContext, end: (opening: null) => void): void {
  useLayoutEffect(() => {
    const loaded = opening?.loaded;
    if (!loaded) return;
    const session = loaded.openGallery({ ...opening, context, Player: loaded.Player, onClose: () => flushSync(() => end(null)) });
    if (!session) return end(null);
    return session.dispose;
  }, [opening, context, end]);
}
