import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { reportMessages } from '../../../shared/messages/catalogue/report-messages.ts';
import { reportModalMessages } from '../../../shared/messages/catalogue/report-modal-messages.ts';
import reportWidget from '../../../widgets/report-modal/index.ts';
import { REPORT_MODAL_ID } from '../../../widgets/report-modal/report-modal-id.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';

describe('the report-modal widget definition', () => {
  it("is named report-modal and renders the contract's reportModal", () => {
    expect(reportWidget.name).toBe('report-modal');
    expect(REPORT_MODAL_ID).toBe('reportModal');
  });

  it('needs data-dancer-id as a positive whole number', () => {
    expect(v.parse(reportWidget.options, { dancerId: '7' })).toEqual({ dancerId: 7 });
    expect(v.safeParse(reportWidget.options, {}).success).toBe(false);
    expect(v.safeParse(reportWidget.options, { dancerId: '0' }).success).toBe(false);
  });

  it('is the chunk the registry loads for data-widget="report-modal"', async () => {
    await expect(widgetRegistry['report-modal']?.()).resolves.toMatchObject({ default: reportWidget });
  });

  it("holds the spec's message and the hints of the extra inputs verbatim", () => {
    expect(reportMessages.noIssueChecked).toBe("You haven't checked any issue!");
    expect(reportMessages.enterOtherPhone).toBe('Please enter the phone number');
    expect(reportMessages.enterOtherReason).toBe('Please enter the reason');
  });

  it('has its own texts in the catalogue: the four options among them', () => {
    expect([1, 2, 3, 4].map((n) => reportModalMessages[`reportIssue${n}` as keyof typeof reportModalMessages])).toEqual([
      'Wrong or outdated information',
      'Phone number does not work',
      "This is another person's phone number",
      'Other reason',
    ]);
    expect(reportModalMessages.reportReceived).toBe('Thank you for your report. We will look into it.');
  });
});
