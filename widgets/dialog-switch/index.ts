import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { bindDialogSwitch } from './bind-dialog-switch.ts';
import { DialogSwitchOptionsSchema } from './dialog-switch-options.ts';

/**
 * `data-widget="dialog-switch"`: steps of a help box, one shown at a time, switched with a fade
 * (spec §4). Plain listeners, without Preact: the listing page's budget has no room for it.
 */
export default defineWidget({
  name: 'dialog-switch',
  options: DialogSwitchOptionsSchema,
  mount: (element, _options, context) => bindDialogSwitch(element, context),
});
