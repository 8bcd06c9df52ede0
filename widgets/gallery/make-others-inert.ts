/**
 * Makes every other child of `<body>` inert while `dialog` is open, so that neither focus nor a
 * pointer nor assistive technology can reach the page behind it (glightbox only sets
 * `aria-hidden`, which leaves the page focusable). Returns the function that undoes it, leaving
 * alone the elements that were inert before.
 */
export function makeOthersInert(dialog: HTMLElement): () => void {
  const changed: Element[] = [];
  for (const child of document.body.children) {
    if (child === dialog || child.contains(dialog) || child.hasAttribute('inert')) continue;
    child.setAttribute('inert', '');
    changed.push(child);
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}
