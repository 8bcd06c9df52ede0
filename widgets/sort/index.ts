import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { SortOptionsSchema } from './sort-options.ts';
import { startSort } from './start-sort.ts';

/** `data-widget="sort"`: a sort select whose choice is kept in a cookie, then the page reloads. */
export default defineWidget({
  name: 'sort',
  options: SortOptionsSchema,
  mount: startSort,
});
