import { defineWidget } from '../../shared/runtime/define-widget.ts';
import { AdSlot } from './AdSlot.tsx';
import { AdSlotOptionsSchema } from './ad-slot-options.ts';

/**
 * `data-widget="ad-slot"`: an ad network frame, shown on its device and loaded near the viewport.
 * `markup: 'component'`: the template prints the root empty and the frame is the component's own
 * output; anything a template put inside (a placeholder) goes while the widget runs and comes back
 * when it unmounts. The root's own size and `hidden` are set from state in a layout effect.
 */
export default defineWidget({
  name: 'ad-slot',
  options: AdSlotOptionsSchema,
  component: AdSlot,
  markup: 'component',
});
