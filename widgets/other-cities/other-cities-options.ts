import * as v from 'valibot';

/** `<div data-widget="other-cities">` takes no options: its markup says everything, the limit is MAX_OTHER_CITIES. */
export const OtherCitiesOptionsSchema = v.object({});

/** The other-cities widget's (empty) options. */
export type OtherCitiesOptions = v.InferOutput<typeof OtherCitiesOptionsSchema>;
