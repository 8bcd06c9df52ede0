import { defineWidget } from '../../shared/runtime/define-widget.ts';
import { BreadcrumbBar } from './BreadcrumbBar.tsx';
import { BreadcrumbBarOptionsSchema } from './breadcrumb-bar-options.ts';

/**
 * `data-widget="breadcrumb-bar"`: fixes the breadcrumb bar at the top of tablets and phones once
 * scrolled. `markup: 'server'`: the bar is the template's (its links, and the body around it when
 * that is the root); the component only sets its fixed class and the body's padding, rendering nothing.
 */
export default defineWidget({
  name: 'breadcrumb-bar',
  options: BreadcrumbBarOptionsSchema,
  component: BreadcrumbBar,
  markup: 'server',
});
