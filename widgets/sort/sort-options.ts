import * as v from 'valibot';
import { requiredChoiceAttribute } from '../../shared/options/attribute-schemas.ts';

/** The cookies a sort select may keep its choice in (spec §3): the listing's and the reviews' sort. */
export const SORT_COOKIES = ['sortby', 'sortbyreviews'] as const;

/**
 * `<select data-widget="sort" data-cookie="sortby">`: the cookie that keeps the chosen sort key
 * (`sortby` for the listing, `sortbyreviews` for a reviews list).
 */
export const SortOptionsSchema = v.object({
  cookie: requiredChoiceAttribute(SORT_COOKIES),
});

/** The sort select's typed options. */
export type SortOptions = v.InferOutput<typeof SortOptionsSchema>;
