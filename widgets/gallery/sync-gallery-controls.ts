import { firstPictureTarget, readGallerySets } from './gallery-items.ts';
import { galleryMarkup } from './gallery-markup.ts';

const { itemAttribute, excludedAttribute, firstAttribute } = galleryMarkup;

interface SavedState {
  readonly hidden: boolean;
  readonly hasPopup: string | null;
}

/**
 * Keeps the gallery's controls in step with its items, now and as the markup changes: the
 * first-picture control shows only when there is something to open (it may be rendered `hidden`,
 * since it does nothing without scripts) and, like each item link, says that it opens a dialog
 * (`aria-haspopup="dialog"`). Returns the function that stops and restores the markup.
 */
export function syncGalleryControls(root: HTMLElement): () => void {
  const saved = new Map<HTMLElement, SavedState>();
  const save = (element: HTMLElement): SavedState => {
    const state = saved.get(element) ?? { hidden: element.hidden, hasPopup: element.getAttribute('aria-haspopup') };
    saved.set(element, state);
    return state;
  };
  const restorePopup = (element: HTMLElement, state: SavedState) => {
    if (state.hasPopup === null) element.removeAttribute('aria-haspopup');
    else element.setAttribute('aria-haspopup', state.hasPopup);
  };
  const restore = (element: HTMLElement, state: SavedState) => {
    element.hidden = state.hidden;
    restorePopup(element, state);
  };

  const sync = () => {
    const sets = readGallerySets(root);
    const active = new Set<HTMLElement>([...sets.image, ...sets.video]);
    const canOpen = firstPictureTarget(sets) !== null;
    for (const first of root.querySelectorAll<HTMLElement>(`[${firstAttribute}]`)) {
      const state = save(first);
      first.hidden = !canOpen;
      if (canOpen) active.add(first);
      else restorePopup(first, state);
    }
    for (const element of active) {
      save(element);
      element.setAttribute('aria-haspopup', 'dialog');
    }
    for (const [element, state] of saved) {
      if (!active.has(element) && !element.hasAttribute(firstAttribute)) {
        restore(element, state);
        saved.delete(element);
      }
    }
  };

  const observer = new MutationObserver(sync);
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: [itemAttribute, excludedAttribute, firstAttribute, 'href'],
  });
  sync();
  return () => {
    observer.disconnect();
    for (const [element, state] of saved) restore(element, state);
    saved.clear();
  };
}
