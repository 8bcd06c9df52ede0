import { defineWidget } from '../../shared/runtime/define-widget.ts';
import { FilterHash } from './FilterHash.tsx';
import { FilterHashOptionsSchema } from './filter-hash-options.ts';

/**
 * `data-widget="filter-hash"` (on the body): the sort and filters mirrored in the address hash.
 * Headless (markup 'server', the default): the body's markup is the page's, never the widget's.
 */
export default defineWidget({
  name: 'filter-hash',
  options: FilterHashOptionsSchema,
  component: FilterHash,
});
