import { defineWidget } from '../../shared/runtime/define-widget.ts';
import { OtherCities } from './OtherCities.tsx';
import { OtherCitiesOptionsSchema } from './other-cities-options.ts';

/**
 * `data-widget="other-cities"`: the add-profile page's repeatable other-city blocks, at most
 * MAX_OTHER_CITIES (spec §2, §5). `markup: 'server'`: the root's heading, add button, hint and
 * template stay as printed (nothing moves before the first use); the blocks are rendered into the
 * root's list by a portal, since each holds a nested geo-select root that is not this component's.
 */
export default defineWidget({
  name: 'other-cities',
  options: OtherCitiesOptionsSchema,
  component: OtherCities,
  markup: 'server',
});
