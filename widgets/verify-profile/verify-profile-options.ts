import * as v from 'valibot';

/** `<section data-widget="verify-profile">` takes no options: the contract's ids say everything. */
export const VerifyProfileOptionsSchema = v.object({});

/** The verify-profile widget's (empty) options. */
export type VerifyProfileOptions = v.InferOutput<typeof VerifyProfileOptionsSchema>;
