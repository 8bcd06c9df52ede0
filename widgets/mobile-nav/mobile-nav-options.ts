import * as v from 'valibot';

/** `<nav data-widget="mobile-nav">`: no options; its links' `href="#id"` name the sections. */
export const MobileNavOptionsSchema = v.object({});

/** The mobile nav's typed options (none). */
export type MobileNavOptions = v.InferOutput<typeof MobileNavOptionsSchema>;
