import { createElement } from 'react';
import { attachBehaviour } from '../../shared/runtime/render-widget.tsx';
import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { MobileNav } from './MobileNav.tsx';
import { MobileNavOptionsSchema } from './mobile-nav-options.ts';

/** `data-widget="mobile-nav"`: the profile's sections nav (scroll to a section on phones, mark the current one). */
export default defineWidget({
  name: 'mobile-nav',
  options: MobileNavOptionsSchema,
  mount: (element, _options, context) => attachBehaviour(createElement(MobileNav, { nav: element, context }), context),
});
