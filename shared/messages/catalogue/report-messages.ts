/** Messages of the catalogue: report form (spec §5). */
export const reportMessages = {
  noIssueChecked: "You haven't checked any issue!",
  enterOtherPhone: 'Please enter the phone number',
  enterOtherReason: 'Please enter the reason',
} as const;
