import * as v from 'valibot';

/**
 * `<body data-page="dancers" data-widget="filter-hash">`: the page type (contract). Any value is
 * accepted; the hash is only read on the listing pages (FILTER_HASH_PAGES).
 */
export const FilterHashOptionsSchema = v.object({
  page: v.optional(v.string()),
});

/** The filter hash's typed options. */
export type FilterHashOptions = v.InferOutput<typeof FilterHashOptionsSchema>;
