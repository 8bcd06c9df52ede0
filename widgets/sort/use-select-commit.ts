import { useLayoutEffect } from 'react';
import { watchSelectCommit } from '../../shared/forms/select-commit.ts';

/**
 * Calls `commit` when the visitor has chosen an option of the server's `select` (watchSelectCommit:
 * at once with the pointer, on Enter or blur after arrow keys), with the `commit` of the latest
 * render (watched again after each render: the sort renders once), and not after unmount.
 * Attached in a layout effect, so it works by the time the root is marked mounted. Belongs in
 * shared/hooks once those land (the switch's language select wants it too).
 */
export function useSelectCommit(select: HTMLSelectElement, commit: () => void): void {
  useLayoutEffect(() => watchSelectCommit(select, commit));
}
