const OPEN_CLASS = 'modal-open';

let locks = 0;
let saved: { readonly overflow: string; readonly paddingRight: string; readonly hadClass: boolean } | undefined;

/**
 * Stops the page from scrolling behind a modal (Bootstrap's `modal-open` class and
 * `overflow:hidden` on the body) and returns the function that undoes it; nested locks count.
 */
export function lockScroll(): () => void {
  if (locks++ === 0) {
    const body = document.body;
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight, hadClass: body.classList.contains(OPEN_CLASS) };
    const layoutWidth = document.documentElement.clientWidth;
    const scrollbar = layoutWidth > 0 ? window.innerWidth - layoutWidth : 0;
    // Read before the writes below: one style and layout for both reads, not one more after them.
    const padding = scrollbar > 0 ? Number.parseFloat(getComputedStyle(body).paddingRight) || 0 : 0;
    body.classList.add(OPEN_CLASS);
    body.style.overflow = 'hidden';
    // As Bootstrap does: pad by the vanished scrollbar so the page does not shift sideways.
    if (scrollbar > 0) body.style.paddingRight = `${padding + scrollbar}px`;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks > 0 || !saved) return;
    const body = document.body;
    body.style.overflow = saved.overflow;
    body.style.paddingRight = saved.paddingRight;
    if (!saved.hadClass) body.classList.remove(OPEN_CLASS);
    saved = undefined;
  };
}
