import { Fragment, useEffect, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { trackEvent } from '../../shared/analytics/track-event.ts';
import { getPageConfig } from '../../shared/config/page-config.ts';
import { REPORT_ISSUES, REPORT_PHONE_ISSUE, REPORT_REASON_ISSUE } from './report-constants.ts';
import { FormModal } from '../../shared/forms/FormModal.tsx';
import { clearFieldInvalid, fieldsNamed, isMarkedInvalid } from '../../shared/forms/mark-field-invalid.ts';
import { postForm } from '../../shared/http/request.ts';
import { reportModalMessages } from '../../shared/messages/catalogue/report-modal-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { useModalState } from '../../shared/modal/use-modal-state.ts';
import { useOpenOnMount } from '../../shared/modal/use-open-on-mount.ts';
import type { ModalPartProps } from '../../shared/modal/define-modal-widget.ts';
import type { ReportOptions } from './report-options.ts';
import { readReportAnswer } from './report-answer.ts';
import { ReportFormSchema, type ReportFormValues } from './report-form-schema.ts';
import { ReportOtherField } from './ReportOtherField.tsx';
import { reportUrl } from './report-url.ts';

/** The analytics category of the report modal's events. */
export const REPORT_ANALYTICS_CATEGORY = 'report';

/** One of the report's issues, `1` to `4`. */
export type ReportIssue = (typeof REPORT_ISSUES)[number];

/** What the report modal dispatches as `widgets:report-modal:sent` after the server accepted a report. */
export interface ReportSentDetail {
  readonly dancerId: number;
  readonly issue: ReportIssue;
}

/** The id of issue N's radio is `report-issue-N`; the group's message element is `report-issue-1-error`. */
export const REPORT_ISSUE_ID_PREFIX = 'report-issue-';
/** The ids of the extra inputs (`other`) of issues 3 and 4. */
export const REPORT_PHONE_FIELD = 'report-other-phone';
export const REPORT_REASON_FIELD = 'report-other-reason';

const t = messagesFrom(reportModalMessages);

const ISSUE_LABELS = {
  '1': 'reportIssue1',
  '2': 'reportIssue2',
  '3': 'reportIssue3',
  '4': 'reportIssue4',
} as const satisfies Record<ReportIssue, keyof typeof reportModalMessages>;

/**
 * The report of a phone or profile issue (`reportModal`, spec §4, §5, §7): choosing one of the
 * four issues enables the submit button; issue 3 shows a phone input and issue 4 a reason input
 * (each `other`, the other one hidden, its text kept); editing either clears its invalid state.
 * Posts `issue` (and `other`) to `phoneReports?id={dancer id}` (`&type=2` for issue 2); a success
 * closes the modal and resets the form.
 */
export function ReportModal({ modalId, openedBy, options: { dancerId }, context }: ModalPartProps<ReportOptions>) {
  const modal = useModalState(modalId);
  useOpenOnMount(modal, openedBy);
  const [issue, setIssue] = useState<ReportIssue | null>(null);
  const [phone, setPhone] = useState('');
  const [reason, setReason] = useState('');
  const label = String(dancerId);

  useEffect(() => {
    if (modal.open) trackEvent({ category: REPORT_ANALYTICS_CATEGORY, action: 'open', label });
  }, [modal.open, label]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const radio = event.currentTarget;
    setIssue(radio.value as ReportIssue);
    const group = radio.form ? fieldsNamed(radio.form, 'issue') : [];
    if (group.some(isMarkedInvalid)) clearFieldInvalid(group);
  };

  const edit = (setValue: (value: string) => void) => (event: FormEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    setValue(field.value);
    if (isMarkedInvalid(field)) clearFieldInvalid(field);
  };

  // Made again only when the choice or a typed text changes: opening the modal re-renders none of
  // its body (FormModal). `choose` and `edit` use nothing but state setters.
  const issues = useMemo(
    () => (
      <fieldset>
        <legend className="col-form-label pt-0">{t('reportLegend')}</legend>
        {REPORT_ISSUES.map((value) => (
          <Fragment key={value}>
            <div className="form-check">
              <input
                className="form-check-input"
                type="radio"
                name="issue"
                id={`${REPORT_ISSUE_ID_PREFIX}${value}`}
                value={value}
                checked={issue === value}
                onChange={choose}
              />
              <label className="form-check-label" htmlFor={`${REPORT_ISSUE_ID_PREFIX}${value}`}>
                {t(ISSUE_LABELS[value])}
              </label>
            </div>
            {value === REPORT_PHONE_ISSUE && issue === REPORT_PHONE_ISSUE && (
              <ReportOtherField id={REPORT_PHONE_FIELD} type="tel" label={t('reportPhoneLabel')} value={phone} onInput={edit(setPhone)} />
            )}
            {value === REPORT_REASON_ISSUE && issue === REPORT_REASON_ISSUE && (
              <ReportOtherField id={REPORT_REASON_FIELD} type="text" label={t('reportReasonLabel')} value={reason} onInput={edit(setReason)} />
            )}
          </Fragment>
        ))}
        {/* The group's message ("You haven't checked any issue!"), named by every radio when shown. */}
        <div id={`${REPORT_ISSUE_ID_PREFIX}1-error`} className="invalid-feedback" />
      </fieldset>
    ),
    [issue, phone, reason],
  );

  const reset = () => {
    setIssue(null);
    setPhone('');
    setReason('');
  };

  return (
    <FormModal
      modal={modal}
      title={t('reportTitle')}
      schema={ReportFormSchema}
      submitLabel={t('reportSubmit')}
      submitDisabled={issue === null}
      send={async (values: ReportFormValues, { signal }) => {
        trackEvent({ category: REPORT_ANALYTICS_CATEGORY, action: 'submit', label });
        const url = reportUrl(getPageConfig().endpoints.phoneReports, dancerId, values.issue);
        const fields: Record<string, string> = { issue: values.issue };
        if ('other' in values) fields.other = values.other;
        return readReportAnswer(await postForm(url, fields, { signal }), t('reportReceived'));
      }}
      onSuccess={(values) => {
        trackEvent({ category: REPORT_ANALYTICS_CATEGORY, action: 'success', label });
        context.dispatch('sent', { dancerId, issue: values.issue } satisfies ReportSentDetail);
        // The submit lock re-enables the submit button when this success ends; the reset, which
        // disables it again (no issue chosen), must come after it or the lock would undo it.
        setTimeout(reset, 0);
      }}
    >
      {issues}
    </FormModal>
  );
}
