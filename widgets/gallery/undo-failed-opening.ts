import type { LightboxInstance } from './glightbox-api.ts';

/**
 * Takes note of the page just before `instance` opens, and returns the function that undoes an
 * opening that failed halfway. glightbox 3.3.1's open() changes the page before the steps that can
 * throw (a video's player, a slide's content, the gallery's own `open` listener): it appends its
 * frame to `<body>` (a full-viewport overlay with a spinner), marks the other children of `<body>`
 * `aria-hidden`, adds classes to `<html>` and `<body>` (`glightbox-open` hides their overflow: the
 * page stops scrolling), sets `<body>`'s right margin to the scrollbar's width, and listens on its
 * frame and on window (Escape, resize). Its close() undoes that only once open() has finished;
 * before, it removes the listeners and leaves the rest. The function returned undoes all of it at
 * once, whatever step the opening failed at, and never calls close() (whose animated end would
 * come after the frame is gone). Direct DOM calls, not React output: what it takes back is
 * glightbox's own DOM work, which no component of ours renders.
 */
export function prepareToUndoOpening(instance: LightboxInstance): () => void {
  const { documentElement: html, body } = document;
  const classes = [html, body].map((element) => [element, new Set(element.classList)] as const);
  const children = new Set(body.children);
  const unhidden = Array.from(body.children).filter((child) => !child.hasAttribute('aria-hidden'));
  const marginRight = body.style.marginRight;
  const hadStyle = body.hasAttribute('style');

  return () => {
    for (const listener of Object.values(instance.events ?? {})) listener.destroy();
    for (const child of Array.from(body.children)) {
      if (!children.has(child) && child.matches('.glightbox-container')) child.remove();
    }
    for (const child of unhidden) child.removeAttribute('aria-hidden');
    for (const [element, before] of classes) {
      for (const name of Array.from(element.classList)) if (!before.has(name)) element.classList.remove(name);
    }
    // Through CSSOM, as glightbox's margin was set (a strict style-src refuses a style attribute).
    body.style.marginRight = marginRight;
    if (!hadStyle && body.style.length === 0) body.removeAttribute('style');
  };
}
