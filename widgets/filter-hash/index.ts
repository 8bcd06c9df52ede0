import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { FilterHashOptionsSchema } from './filter-hash-options.ts';
import { startFilterHash } from './start-filter-hash.ts';

/** `data-widget="filter-hash"` (on the body): the sort and filters mirrored in the address hash. */
export default defineWidget({
  name: 'filter-hash',
  options: FilterHashOptionsSchema,
  mount: startFilterHash,
});
