import { useLayoutEffect } from 'react';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { attachMobileNav } from './attach-mobile-nav.ts';

interface MobileNavProps {
  readonly nav: HTMLElement;
  readonly context: WidgetContext;
}

/** Runs the sections nav's behaviour on the server's nav while mounted; renders nothing. */
export function MobileNav({ nav, context }: MobileNavProps) {
  // A layout effect: the nav works as soon as the runtime reports the widget mounted.
  useLayoutEffect(() => attachMobileNav(nav, context), [nav, context]);
  return null;
}
