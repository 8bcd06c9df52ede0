import * as v from 'valibot';

/** `<body data-widget="page-state">` takes no options (other data attributes of the body are ignored). */
export const PageStateOptionsSchema = v.object({});

/** The page-state widget's (empty) options. */
export type PageStateOptions = v.InferOutput<typeof PageStateOptionsSchema>;
