/**
 * Messages of the catalogue: the report modal's own texts (its validation texts are in
 * reportMessages). The spec names the options' meaning only for 2, 3 and 4 (§9); 1 is ours.
 */
export const reportModalMessages = {
  reportTitle: 'Report a problem',
  reportLegend: 'What is wrong with this profile?',
  reportIssue1: 'Wrong or outdated information',
  reportIssue2: 'Phone number does not work',
  reportIssue3: "This is another person's phone number",
  reportIssue4: 'Other reason',
  reportPhoneLabel: 'The right phone number',
  reportReasonLabel: 'Your reason',
  reportSubmit: 'Send report',
  reportReceived: 'Thank you for your report. We will look into it.',
} as const;
