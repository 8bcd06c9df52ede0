import { defineWidget } from '../../shared/runtime/define-widget.ts';
import { Sort } from './Sort.tsx';
import { SortOptionsSchema } from './sort-options.ts';

/** `data-widget="sort"`: a sort select whose choice is kept in a cookie, then the page reloads. */
export default defineWidget({
  name: 'sort',
  options: SortOptionsSchema,
  component: Sort,
});
