import { useLayoutEffect, type RefObject } from 'react';

/**
 * Places nodes the component does not render (a nested widget's root, PHP's whitespace and
 * comments from a template) inside an element it renders, in the order `nodes()` gives them (its
 * own elements may be among them, by their refs), in the first commit, before anything is painted;
 * on unmount each node it took from the page goes back where it was, in order.
 */
export function usePlacedNodes(container: RefObject<Element | null>, nodes: () => readonly Node[]): void {
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const placed = nodes();
    // Where each node taken from elsewhere in the page was, read before any of them moves.
    const taken = placed.flatMap((node) => (node.parentNode && node.parentNode !== element ? [[node, node.parentNode, node.nextSibling] as const] : []));
    element.append(...placed);
    return () => {
      // Last first: a node's next sibling is back in place before the node itself goes back.
      for (const [node, parent, next] of taken.reverse()) parent.insertBefore(node, next);
    };
  }, []);
}
