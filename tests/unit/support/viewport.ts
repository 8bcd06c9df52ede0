/** happy-dom's test API on the window: the viewport and the device's media settings. */
interface HappyDomWindowApi {
  setViewport(viewport: { width?: number; height?: number }): void;
  readonly settings: { readonly device: { prefersReducedMotion: 'reduce' | 'no-preference' } };
}

const happyDom = () => (window as unknown as { happyDOM: HappyDomWindowApi }).happyDOM;

/** happy-dom's default window size, which `resetViewport` puts back. */
const DEFAULT_VIEWPORT = { width: 1024, height: 768 };

/** Resizes the window: `matchMedia` answers for the new width and its lists fire `change`. */
export function setViewportWidth(width: number): void {
  happyDom().setViewport({ width });
}

/** Turns the visitor's "reduce motion" preference on or off. */
export function setReducedMotion(reduce: boolean): void {
  happyDom().settings.device.prefersReducedMotion = reduce ? 'reduce' : 'no-preference';
}

/** Scrolls the page to `y` and fires the `scroll` event a browser would (happy-dom fires none). */
export function scrollPageTo(y: number): void {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
}

/** Resolves after the next animation frame's callbacks (those requested before) have run. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Puts the default window size, scroll position and motion preference back. */
export function resetViewport(): void {
  window.scrollTo(0, 0);
  happyDom().setViewport(DEFAULT_VIEWPORT);
  setReducedMotion(false);
}
