import { useLayoutEffect, type RefObject } from 'react';

/**
 * Takes the root's server nodes out in the commit that first rendered `rendered` into the root (a
 * portal), so that nothing paints in between and nothing moves, and gives the focus to `rendered`
 * when the server markup had it. Puts the very same nodes back on unmount.
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
