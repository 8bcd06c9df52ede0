import { useLayoutEffect, useRef } from 'react';
import { watchSelectCommit } from '../../shared/forms/select-commit.ts';

/**
 * Calls the latest `commit` when the visitor has chosen an option of the server's `select`
 * (watchSelectCommit: at once with the pointer, on Enter or blur after arrow keys), while the
 * component is mounted. Attached in a layout effect, so it works by the time the root is marked
 * mounted. Belongs in shared/hooks once those land (the switch's language select wants it too).
 */
export function useSelectCommit(select: HTMLSelectElement, commit: () => void): void {
  const latest = useRef(commit);
  useLayoutEffect(() => {
    latest.current = commit;
  });
  useLayoutEffect(() => watchSelectCommit(select, () => latest.current()), [select]);
}
