import * as v from 'valibot';
import { defineWidget } from '../../shared/runtime/define-widget.ts';
import { PriceQuickFilter } from './PriceQuickFilter.tsx';

/** `data-widget="price-quick-filter"`: a button that filters on incalls up to the quick filter price. */
export default defineWidget({
  name: 'price-quick-filter',
  // No options: the fields and the price are the spec's (shared/constants.ts).
  options: v.object({}),
  component: PriceQuickFilter,
});
