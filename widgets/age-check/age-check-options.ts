import * as v from 'valibot';
import { AGE_CHECK_LEAVE_URL } from '../../shared/constants.ts';
import { httpUrlAttribute } from '../../shared/options/attribute-schemas.ts';

/**
 * `<div data-widget="age-check" data-leave-url="https://…">`: where "Leave" sends the visitor, an
 * absolute http(s) URL (default AGE_CHECK_LEAVE_URL).
 */
export const AgeCheckOptionsSchema = v.object({
  leaveUrl: httpUrlAttribute(AGE_CHECK_LEAVE_URL),
});

/** The age check's typed options. */
export type AgeCheckOptions = v.InferOutput<typeof AgeCheckOptionsSchema>;
