import { createElement } from 'react';
import { attachBehaviour } from '../../shared/runtime/render-widget.tsx';
import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { BreadcrumbBar } from './BreadcrumbBar.tsx';
import { BreadcrumbBarOptionsSchema } from './breadcrumb-bar-options.ts';
import { findBreadcrumbBar } from './find-breadcrumb-bar.ts';

/** `data-widget="breadcrumb-bar"`: fixes the breadcrumb bar at the top of tablets and phones once scrolled. */
export default defineWidget({
  name: 'breadcrumb-bar',
  options: BreadcrumbBarOptionsSchema,
  mount: (element, _options, context) =>
    attachBehaviour(createElement(BreadcrumbBar, { bar: findBreadcrumbBar(element), context }), context),
});
