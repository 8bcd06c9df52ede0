import { defineWidget } from '../../shared/runtime/define-widget.ts';
import { MobileNav } from './MobileNav.tsx';
import { MobileNavOptionsSchema } from './mobile-nav-options.ts';

/**
 * `data-widget="mobile-nav"`: the profile's sections nav (scroll to a section on phones, mark the
 * current one). `markup: 'server'`: the links are the template's, with its texts and hrefs; the
 * component only marks them and handles their taps.
 */
export default defineWidget({
  name: 'mobile-nav',
  options: MobileNavOptionsSchema,
  component: MobileNav,
  markup: 'server',
});
