import { useLayoutEffect } from 'react';
import type { BodyClass } from '../page/body-classes.ts';
import { holdBodyClass } from '../page/hold-body-class.ts';

/**
 * Keeps the contract's body class `name` on `<body>` while `active`, counted with every other owner
 * of it (holdBodyClass), so that the class leaves only when the last owner is inactive or unmounted.
 */
export function useBodyClass(name: BodyClass, active: boolean): void {
  // A layout effect: the page's CSS sees the class in the same frame as the widget's own output.
  useLayoutEffect(() => (active ? holdBodyClass(name) : undefined), [name, active]);
}
