import { useRef, type RefObject } from 'react';
import { useEventListeners } from './use-event-listeners.ts';

/** Keys with which a closed `<select>` changes its value in place, one option per press. */
const STEPPING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * Calls the latest `commit` when the visitor has chosen an option of the server's `select` (nothing
 * while null), for choices that reload the page. A closed select changes its value on every arrow
 * key press (Windows, Linux); acting on each would keep keyboard users from ever reaching the
 * second option (WCAG 3.2.2), so a value stepped to with the keyboard is committed on Enter or when
 * the select loses focus. A choice made with the pointer or in the open list commits at once.
 * Listens from the first commit (useEventListeners), so it works by the time the root is marked mounted.
 */
export function useSelectCommit(select: HTMLSelectElement | RefObject<HTMLSelectElement | null> | null | undefined, commit: () => void): void {
  // Whether the last key pressed steps the value, and whether a stepped-to value waits for Enter or blur.
  const keys = useRef({ stepping: false, pending: false }).current;
  const apply = () => {
    keys.pending = false;
    commit();
  };
  useEventListeners(select, {
    change: () => {
      if (keys.stepping) keys.pending = true;
      else apply();
    },
    keydown: (event) => {
      if (event.key === 'Enter' && keys.pending) apply();
      keys.stepping = STEPPING_KEYS.has(event.key);
    },
    keyup: () => {
      keys.stepping = false;
    },
    blur: () => {
      if (keys.pending) apply();
    },
  });
}
