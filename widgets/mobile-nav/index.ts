import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { attachMobileNav } from './attach-mobile-nav.ts';
import { MobileNavOptionsSchema } from './mobile-nav-options.ts';

/** `data-widget="mobile-nav"`: the profile's sections nav (scroll to a section on phones, mark the current one). */
export default defineWidget({
  name: 'mobile-nav',
  options: MobileNavOptionsSchema,
  mount: (element, _options, context) => attachMobileNav(element, context),
});
