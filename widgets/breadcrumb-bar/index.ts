import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { BreadcrumbBarOptionsSchema } from './breadcrumb-bar-options.ts';
import { startBreadcrumbBar } from './start-breadcrumb-bar.ts';

/** `data-widget="breadcrumb-bar"`: fixes the breadcrumb bar at the top of tablets and phones once scrolled. */
export default defineWidget({
  name: 'breadcrumb-bar',
  options: BreadcrumbBarOptionsSchema,
  mount: startBreadcrumbBar,
});
