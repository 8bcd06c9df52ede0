import * as v from 'valibot';

/**
 * `<body data-widget="breadcrumb-bar">` (the bar is its `.breadcrumb-bar` element) or the bar
 * itself as the root: no options.
 */
export const BreadcrumbBarOptionsSchema = v.object({});

/** The breadcrumb bar's typed options (none). */
export type BreadcrumbBarOptions = v.InferOutput<typeof BreadcrumbBarOptionsSchema>;
