import { describe, expect, it } from 'vitest';
import { reportMessages } from '../../../../shared/messages/catalogue/report-messages.ts';

describe('reportMessages', () => {
  it('holds the report text of spec §5 verbatim', () => {
    expect(reportMessages.noIssueChecked).toBe("You haven't checked any issue!");
  });

  it('gives its own hints for the empty extra inputs, which the spec does not show', () => {
    expect(reportMessages).toEqual({
      noIssueChecked: "You haven't checked any issue!",
      enterOtherPhone: 'Please enter the phone number',
      enterOtherReason: 'Please enter the reason',
    });
  });
});
