import { useLayoutEffect } from 'react';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { attachBreadcrumbBar } from './attach-breadcrumb-bar.ts';

interface BreadcrumbBarProps {
  readonly bar: HTMLElement;
  readonly context: WidgetContext;
}

/** Runs the breadcrumb bar's behaviour on the server's bar while mounted; renders nothing. */
export function BreadcrumbBar({ bar, context }: BreadcrumbBarProps) {
  // A layout effect: the bar is right as soon as the runtime reports the widget mounted.
  useLayoutEffect(() => attachBreadcrumbBar(bar, context), [bar, context]);
  return null;
}
