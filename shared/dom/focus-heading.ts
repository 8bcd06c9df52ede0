/**
 * Moves the focus to the first heading in `container` (else the container itself), made focusable
 * by script only when it is not focusable yet, so that a screen reader reads where the visitor now
 * is and the page scrolls to it. Focus is an action, not state: it stays imperative.
 */
export function focusHeading(container: HTMLElement): void {
  const target = container.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') ?? container;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}
