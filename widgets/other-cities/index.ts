import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { bindOtherCities } from './bind-other-cities.ts';
import { OtherCitiesOptionsSchema } from './other-cities-options.ts';

/**
 * `data-widget="other-cities"`: the add-profile page's repeatable other-city blocks, at most
 * MAX_OTHER_CITIES (spec §2, §5). Plain listeners over the server's markup, without Preact.
 */
export default defineWidget({
  name: 'other-cities',
  options: OtherCitiesOptionsSchema,
  mount: (element, _options, context) => bindOtherCities(element, context),
});
