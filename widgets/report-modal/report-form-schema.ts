import * as v from 'valibot';
import { REPORT_ISSUES, REPORT_PHONE_ISSUE, REPORT_REASON_ISSUE, REPORT_TYPED_ISSUE } from './report-constants.ts';
import type { FieldMessage } from '../../shared/forms/field-schemas.ts';
import { reportMessages } from '../../shared/messages/catalogue/report-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';

const t = messagesFrom(reportMessages);

function requiredOther(message: FieldMessage) {
  return v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
}

/**
 * The report form's rules (spec §4, §5): an `issue` must be chosen ("You haven't checked any
 * issue!"); issue 3 needs the phone number and issue 4 the reason in `other`, each with its hint.
 */
export const ReportFormSchema = v.pipe(
  // First the choice, reported on the radio group; `other` is passed on to the rules below.
  v.object({ issue: v.picklist(REPORT_ISSUES, () => t('noIssueChecked')), other: v.optional(v.string()) }),
  // Then what the chosen issue needs (a union rather than v.variant, which would add to every
  // page's valibot). Only the chosen issue's option gets past its `issue` picklist, and an empty
  // `other` fails an action, which leaves it typed, so the union returns that option's own issue on
  // `other`. The option of issues 1 and 2 drops `other`.
  v.union([
    v.object({ issue: v.picklist([REPORT_ISSUES[0], REPORT_TYPED_ISSUE]) }),
    v.object({ issue: v.picklist([REPORT_PHONE_ISSUE]), other: requiredOther(() => t('enterOtherPhone')) }),
    v.object({ issue: v.picklist([REPORT_REASON_ISSUE]), other: requiredOther(() => t('enterOtherReason')) }),
  ]),
);

/** The report form's values once valid: the issue, and `other` (trimmed) for issues 3 and 4. */
export type ReportFormValues = v.InferOutput<typeof ReportFormSchema>;
