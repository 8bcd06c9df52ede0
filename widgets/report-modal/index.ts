import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { mountOnFirstTrigger } from '../../shared/modal/mount-on-first-trigger.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { REPORT_MODAL_ID } from './report-modal-id.ts';
import { ReportOptionsSchema } from './report-options.ts';

const t = messagesFrom(controlMessages);

/**
 * `<div data-widget="report-modal" data-dancer-id="42"></div>`: the report of a phone or profile
 * issue (`reportModal`), opened by the page's `<button aria-controls="reportModal"
 * aria-haspopup="dialog">` triggers. Only a click listener ships with the page; the modal's code
 * loads on the first click (see mountOnFirstTrigger).
 */
export default defineWidget({
  name: 'report-modal',
  options: ReportOptionsSchema,
  mount: (element, options, context) =>
    mountOnFirstTrigger({
      modalId: REPORT_MODAL_ID,
      load: async () => {
        const { mountReportModal } = await import('./mount-report-modal.tsx');
        return (trigger) => mountReportModal(element, REPORT_MODAL_ID, options, trigger, context);
      },
      onLoadError: () => notifyError(t('partLoadFailed')),
    }),
});
