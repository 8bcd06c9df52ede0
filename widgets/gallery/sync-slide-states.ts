/**
 * Keeps the lightbox's hidden parts out of reach while it is open: every slide but the current one
 * is inert (glightbox preloads the neighbours, whose video controls would otherwise take focus
 * unseen), and the previous/next button glightbox greys out at an end of the set gets
 * `aria-disabled="true"`. Follows glightbox's class changes; returns the function that stops.
 */
export function syncSlideStates(modal: HTMLElement): () => void {
  const sync = () => {
    for (const slide of modal.querySelectorAll('.gslide')) {
      toggleAttribute(slide, 'inert', '', !slide.classList.contains('current'));
    }
    for (const button of modal.querySelectorAll('.gprev, .gnext')) {
      toggleAttribute(button, 'aria-disabled', 'true', button.classList.contains('disabled'));
    }
  };
  const observer = new MutationObserver(sync);
  observer.observe(modal, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  sync();
  return () => observer.disconnect();
}

function toggleAttribute(element: Element, name: string, value: string, on: boolean): void {
  if (!on) element.removeAttribute(name);
  else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
