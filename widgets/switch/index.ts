import { defineWidget } from '../../shared/runtime/define-widget.ts';
import { Switch } from './Switch.ts';
import { SwitchOptionsSchema } from './switch-options.ts';

/**
 * `data-widget="switch"`: a global switch of the listing pages (spec §2, §4): language, grid/list
 * view, dark mode, safe browsing, the three mobile panels and the filter panel. The default
 * `markup: 'server'`: the root is the template's control itself, which no component renders.
 */
export default defineWidget({
  name: 'switch',
  options: SwitchOptionsSchema,
  component: Switch,
});
