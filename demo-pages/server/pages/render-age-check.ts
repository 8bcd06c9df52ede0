import { ageCheckMessages } from '../../../shared/messages/catalogue/age-check-messages.ts';
import { ageGateMarkup } from '../../../widgets/age-check/age-gate-markup.ts';
import { escapeHtml } from '../http/escape-html.ts';

/**
 * The age-check root with its 18+ gate as the PHP templates write it: a closed `<dialog>` (no box,
 * no layout shift) with the English texts, which the widget opens with `showModal()` when the
 * visitor has not confirmed, so that a first visit needs no renderer.
 */
export function renderAgeCheck(): string {
  const { dialogId, titleId, textId, answerAttribute } = ageGateMarkup;
  return `<div data-widget="age-check">
      <dialog id="${dialogId}" class="modal" role="dialog" aria-modal="true" aria-labelledby="${titleId}" aria-describedby="${textId}" tabindex="-1">
        <div class="modal-dialog modal-dialog-centered">
          <div class="modal-content">
            <div class="modal-header"><h5 class="modal-title" id="${titleId}">${escapeHtml(ageCheckMessages.ageCheckTitle)}</h5></div>
            <div class="modal-body"><p id="${textId}" class="mb-0">${escapeHtml(ageCheckMessages.ageCheckText)}</p></div>
            <div class="modal-footer">
              <button type="button" class="btn btn-outline-secondary" ${answerAttribute}="leave">${escapeHtml(ageCheckMessages.ageCheckLeave)}</button>
              <button type="button" class="btn btn-primary" ${answerAttribute}="confirm" autofocus>${escapeHtml(ageCheckMessages.ageCheckConfirm)}</button>
            </div>
          </div>
        </div>
      </dialog>
    </div>`;
}
