import { useLayoutEffect, useState } from 'react';
import { readGallerySets } from './gallery-items.ts';
import { galleryMarkup } from './gallery-markup.ts';

const { itemAttribute, excludedAttribute, firstAttribute } = galleryMarkup;
const POPUP = 'aria-haspopup';

/** The gallery's controls as the markup has them now: its items, and its first-picture controls. */
interface GalleryControls {
  readonly items: readonly HTMLElement[];
  readonly firsts: readonly HTMLElement[];
}

function readControls(root: HTMLElement): GalleryControls {
  const { image, video } = readGallerySets(root);
  return { items: [...image, ...video], firsts: Array.from(root.querySelectorAll<HTMLElement>(`[${firstAttribute}]`)) };
}

/**
 * Keeps the gallery's server controls in step with its items, now and as the markup changes (the
 * controls are state, read again on each change): the first-picture control shows only when there
 * is something to open (it may be rendered `hidden`, since it does nothing without scripts) and,
 * like each item link, says that it opens a dialog (`aria-haspopup="dialog"`). A control that stops
 * being one, and every control on unmount, gets its markup back as the template wrote it.
 */
export function useGalleryControls(root: HTMLElement): void {
  const [controls, setControls] = useState(() => readControls(root));
  useLayoutEffect(() => {
    const observer = new MutationObserver(() => setControls(readControls(root)));
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: [itemAttribute, excludedAttribute, firstAttribute, 'href'],
    });
    return () => observer.disconnect();
  }, [root]);

  useLayoutEffect(() => {
    const { items, firsts } = controls;
    const active = items.length > 0;
    // Taken before any change: the cleanup gives each control back what the template wrote.
    const written = [...items, ...firsts].map((element) => [element, element.hidden, element.getAttribute(POPUP)] as const);
    for (const first of firsts) first.hidden = !active;
    for (const control of active ? [...items, ...firsts] : []) control.setAttribute(POPUP, 'dialog');
    return () => {
      for (const [element, hidden, popup] of written) {
        element.hidden = hidden;
        if (popup === null) element.removeAttribute(POPUP);
        else element.setAttribute(POPUP, popup);
      }
    };
  }, [controls]);
}
