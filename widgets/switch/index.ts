import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { bindSwitch } from './bind-switch.ts';
import { SwitchOptionsSchema } from './switch-options.ts';

/**
 * `data-widget="switch"`: a global switch of the listing pages (spec §2, §4): language, grid/list
 * view, dark mode, safe browsing, the three mobile panels and the filter panel. Plain listeners on
 * the server's control, without Preact: the listing page's budget has no room for it.
 */
export default defineWidget({
  name: 'switch',
  options: SwitchOptionsSchema,
  mount: bindSwitch,
});
