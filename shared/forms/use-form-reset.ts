import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onReset` after the form that owns `field` was reset, so that a control whose state lives
 * in a component follows the form's reset as the browser's own controls do (React Aria's
 * `useFormReset`). The form is the one `field` has when the component mounts.
 */
export function useFormReset(field: RefObject<HTMLInputElement | null>, onReset: () => void): void {
  const latest = useRef(onReset);
  useLayoutEffect(() => {
    latest.current = onReset;
  });
  useEffect(() => {
    const form = field.current?.form;
    if (!form) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // `reset` fires before the browser resets the controls: acting in a later task keeps the
    // browser's reset (which unchecks radios whose checked state only a component holds) from undoing ours.
    const onFormReset = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), 0);
    };
    form.addEventListener('reset', onFormReset);
    return () => {
      clearTimeout(timer);
      form.removeEventListener('reset', onFormReset);
    };
  }, [field]);
}
