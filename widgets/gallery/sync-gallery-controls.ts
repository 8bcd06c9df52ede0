import { readGallerySets } from './gallery-items.ts';
import { galleryMarkup } from './gallery-markup.ts';

const { itemAttribute, excludedAttribute, firstAttribute } = galleryMarkup;
const POPUP = 'aria-haspopup';

/**
 * Keeps the gallery's controls in step with its items, now and as the markup changes: the
 * first-picture control shows only when there is something to open (it may be rendered `hidden`,
 * since it does nothing without scripts) and, like each item link, says that it opens a dialog
 * (`aria-haspopup="dialog"`). Returns the function that stops and restores the markup.
 */
export function syncGalleryControls(root: HTMLElement): () => void {
  // Each control touched, with its `hidden` and `aria-haspopup` as the template wrote them.
  const saved = new Map<HTMLElement, readonly [hidden: boolean, popup: string | null]>();
  const setPopup = (element: HTMLElement, popup: string | null) => {
    if (popup === null) element.removeAttribute(POPUP);
    else element.setAttribute(POPUP, popup);
  };

  const sync = () => {
    const sets = readGallerySets(root);
    const items = new Set<HTMLElement>([...sets.image, ...sets.video]);
    const firsts = new Set(root.querySelectorAll<HTMLElement>(`[${firstAttribute}]`));
    for (const element of new Set([...saved.keys(), ...items, ...firsts])) {
      const state = saved.get(element) ?? [element.hidden, element.getAttribute(POPUP)];
      const first = firsts.has(element);
      // The first-picture control opens something while the gallery has an item; an item, while it is one.
      const active = first ? items.size > 0 : items.has(element);
      if (first) element.hidden = !active;
      else if (!active) element.hidden = state[0];
      setPopup(element, active ? 'dialog' : state[1]);
      if (first || active) saved.set(element, state);
      else saved.delete(element);
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
    for (const [element, [hidden, popup]] of saved) {
      element.hidden = hidden;
      setPopup(element, popup);
    }
    saved.clear();
  };
}
