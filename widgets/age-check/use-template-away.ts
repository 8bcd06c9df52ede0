import { useLayoutEffect } from 'react';

/**
 * Takes the template's closed gate `written` out of the page while mounted and puts it back in its
 * place on unmount: the rendered gate carries the same ids (the dialog's, its title's and its
 * text's), and a page must have one element per id. A closed dialog takes no space: nothing moves.
 * Imperative because the template's dialog is server markup the gate does not render.
 */
export function useTemplateAway(written: Element | null): void {
  useLayoutEffect(() => {
    if (!written) return;
    // Back after what preceded it (the template's own text or comment), or first in its parent.
    const parent = written.parentNode!;
    const before = written.previousSibling;
    written.remove();
    return () => {
      if (before?.parentNode === parent) before.after(written);
      else parent.insertBefore(written, parent.firstChild);
    };
  }, [written]);
}
