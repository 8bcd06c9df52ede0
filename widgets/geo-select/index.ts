import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { bindGeoSelect } from './bind-geo-select.ts';
import { GeoSelectOptionsSchema } from './geo-select-options.ts';

/**
 * `data-widget="geo-select"`: a country → city (→ area, club) group whose dependent lists come
 * from the geo calls (spec §7). Plain listeners over the server's selects, without Preact.
 */
export default defineWidget({
  name: 'geo-select',
  options: GeoSelectOptionsSchema,
  mount: (element, options, context) => bindGeoSelect(element, options, context),
});
