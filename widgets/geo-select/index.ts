import { defineWidget } from '../../shared/runtime/define-widget.ts';
import { GeoSelect } from './GeoSelect.tsx';
import { GeoSelectOptionsSchema } from './geo-select-options.ts';

/**
 * `data-widget="geo-select"`: a country → city (→ area, club) group whose dependent lists come
 * from the geo calls (spec §7). `markup: 'server'`: the template's selects and layout stay as
 * printed (the component renders their options and failure lines, see GeoSelect).
 */
export default defineWidget({
  name: 'geo-select',
  options: GeoSelectOptionsSchema,
  component: GeoSelect,
  markup: 'server',
});
