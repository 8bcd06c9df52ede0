import { useLayoutEffect } from 'react';
import { setBodyClass, type BodyClass } from '../../shared/page/body-classes.ts';

/**
 * Puts the contract's body class `name` on `<body>` while `active` and takes it off otherwise (a
 * class the template printed included), and off when the component unmounts. Local to page-state
 * until the shared useBodyClass (shared/hooks, issue 18) replaces it.
 */
export function useBodyClass(name: BodyClass, active: boolean): void {
  // A layout effect: the page's CSS sees the class in the frame that rendered the state.
  useLayoutEffect(() => {
    setBodyClass(name, active);
    return active ? () => void setBodyClass(name, false) : undefined;
  }, [name, active]);
}
