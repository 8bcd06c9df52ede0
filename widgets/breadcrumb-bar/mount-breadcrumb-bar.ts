import { createElement } from 'react';
import { attachBehaviour } from '../../shared/runtime/render-widget.tsx';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { BreadcrumbBar } from './BreadcrumbBar.tsx';

/**
 * Runs the breadcrumb bar's behaviour on `bar` and returns its unmount. A chunk of its own, loaded
 * only once the screen is TABLET_MAX_WIDTH_PX or narrower (see start-breadcrumb-bar.ts); the
 * end-to-end tests find that chunk by this file's name.
 */
export function mountBreadcrumbBar(bar: HTMLElement, context: WidgetContext): () => void {
  return attachBehaviour(createElement(BreadcrumbBar, { bar, context }), context);
}
