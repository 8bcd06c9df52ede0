// The report form's own constants, kept out of shared/constants.ts: an array (or string) there is an
// export of the base kit, which every page downloads (a number is copied into the chunks that use it).

/**
 * The report form's issues (spec §7, §9): 2 is posted with `&type=2`, 3 asks for another phone
 * number and 4 for another reason (both sent as `other`); 1's meaning is not given.
 */
export const REPORT_ISSUES = ['1', '2', '3', '4'] as const;
export const REPORT_TYPED_ISSUE = '2';
export const REPORT_PHONE_ISSUE = '3';
export const REPORT_REASON_ISSUE = '4';
