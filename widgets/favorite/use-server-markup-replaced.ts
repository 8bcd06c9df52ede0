import { useLayoutEffect, type RefObject } from 'react';

/**
 * Takes the root's server nodes out in the commit that first rendered `rendered` into the root (a
 * portal), so that nothing paints in between and nothing moves, and gives the focus to `rendered`
 * when the server markup had it. Puts the very same nodes back on unmount.
 *
 * Not the shared useAdoptedChildren, which does the same: it is a chunk of its own (geo-select and
 * other-cities share it), and importing it here put that chunk on every page with a favorite
 * (session 7, `npm run bench -- --only=pages`: /profile.html 26.47 → 26.64 KB, 17 → 18 files).
 */
export function useServerMarkupReplaced(root: HTMLElement, rendered: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const server = [...root.childNodes].filter((node) => node !== rendered.current);
    const hadFocus = server.some((node) => node.contains(document.activeElement));
    for (const node of server) node.remove();
    if (hadFocus) rendered.current?.focus();
    // Before the rendered node, which React then removes itself.
    return () => root.prepend(...server);
  }, [root, rendered]);
}
