import { defineWidget } from '../../shared/runtime/define-widget.ts';
import { DialogSwitch } from './DialogSwitch.tsx';
import { DialogSwitchOptionsSchema } from './dialog-switch-options.ts';

/**
 * `data-widget="dialog-switch"`: steps of a help box, one shown at a time, switched with a fade
 * (spec §4). The default `markup: 'server'`: the dialogs are the template's own content, which a
 * component could only render again from HTML; it sets their `hidden` from its state instead.
 */
export default defineWidget({
  name: 'dialog-switch',
  options: DialogSwitchOptionsSchema,
  component: DialogSwitch,
});
