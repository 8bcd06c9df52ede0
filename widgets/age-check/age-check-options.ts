import * as v from 'valibot';
import { AGE_CHECK_LEAVE_URL } from '../../shared/constants.ts';
import { urlAttribute } from '../../shared/options/url-attribute.ts';

/**
 * `<div data-widget="age-check" data-leave-url="https://…">`: where "Leave" sends the visitor, an
 * http(s) URL or a path on this site (default AGE_CHECK_LEAVE_URL).
 */
export const AgeCheckOptionsSchema = v.object({
  leaveUrl: urlAttribute({ fallback: AGE_CHECK_LEAVE_URL }),
});

/** The age check's typed options. */
export type AgeCheckOptions = v.InferOutput<typeof AgeCheckOptionsSchema>;
