import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { AdSlotOptionsSchema } from './ad-slot-options.ts';
import { startAdSlot } from './start-ad-slot.ts';

/** `data-widget="ad-slot"`: an ad network frame, shown on its device and loaded near the viewport. */
export default defineWidget({
  name: 'ad-slot',
  options: AdSlotOptionsSchema,
  mount: startAdSlot,
});
