import { defineModalWidget } from '../../shared/modal/define-modal-widget.ts';
import { REPORT_MODAL_ID } from './report-modal-id.ts';
import { ReportOptionsSchema } from './report-options.ts';

/**
 * `<div data-widget="report-modal" data-dancer-id="42"></div>`: the report of a phone or profile
 * issue (`reportModal`), opened by the page's `<button aria-controls="reportModal"
 * aria-haspopup="dialog">` triggers. Only its trigger listeners ship with the page; the modal's code
 * loads on the first click, or earlier when the page is idle (see defineModalWidget).
 */
export default defineModalWidget({
  name: 'report-modal',
  modalId: REPORT_MODAL_ID,
  options: ReportOptionsSchema,
  load: () => import('./ReportModal.tsx').then((module) => module.ReportModal),
});
