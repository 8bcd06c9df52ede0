import { useLayoutEffect } from 'react';
import { useEventListeners } from '../../shared/hooks/use-event-listeners.ts';
import { useServerElements } from '../../shared/hooks/use-server-elements.ts';

/**
 * Protects the media shown in the lightbox (`modal`, glightbox's root) from casual saving while the
 * component is mounted: no context menu and no drag and drop inside it, and `draggable=false` on
 * its images, those there at mount and those glightbox loads later. Listens through
 * useEventListeners: attached in a layout effect, removed by React with the component.
 */
export function useProtectedMedia(modal: HTMLElement): void {
  // Those there at mount, found once; the later ones through their load event below.
  const images = useServerElements<HTMLImageElement>(modal, 'img');
  // The property, not useAttribute: the images are glightbox's and go with its lightbox, so there
  // is nothing to give back.
  useLayoutEffect(() => {
    for (const image of images) image.draggable = false;
  }, [images]);
  const prevent = (event: Event) => event.preventDefault();
  // glightbox adds each slide's image when the slide loads; `load` does not bubble, so capture it.
  const undrag = ({ target }: Event) => {
    if (target instanceof HTMLImageElement) target.draggable = false;
  };
  useEventListeners(modal, { contextmenu: prevent, dragstart: prevent, load: undrag }, true);
}
