import type { FormAnswer } from '../http/form-answer.ts';
import { requestMessages } from '../messages/catalogue/request-messages.ts';
import { messagesFrom } from '../messages/translate.ts';
import { notifyError, notifySuccess } from '../notify/notify.ts';
import { clearInvalidFields, fieldsNamed, focusFirstInvalid, markFieldInvalid } from './mark-field-invalid.ts';

const t = messagesFrom(requestMessages);

/** Shows the messages of a successful answer. */
export type SuccessAnnouncer = (messages: readonly string[]) => void;

/**
 * Shows a STATUS/MESSAGE/CODE answer as spec §8 says, and returns true on success. A list of errors
 * gives one error toast per message and marks the field named by the matching CODE in `form`; a
 * single error string gives one persistent error toast; success gives a success toast per message
 * (or hands them to `announceSuccess`) and clears the form's invalid marks (resetting the form is
 * the caller's choice).
 */
export function showFormAnswer(answer: FormAnswer, form?: HTMLFormElement, announceSuccess?: SuccessAnnouncer): boolean {
  if (answer.status === 'success') {
    const messages = listOf(answer.message);
    if (announceSuccess) announceSuccess(messages);
    else for (const message of messages) notifySuccess(message);
    if (form) clearInvalidFields(form);
    return true;
  }
  if (typeof answer.message === 'string') {
    notifyError(answer.message || t('requestMalformed'), { persistent: true });
    return false;
  }
  // An error without any message would leave the user with nothing: say the answer was unexpected.
  if (!answer.message.some(Boolean)) notifyError(t('requestMalformed'));
  answer.message.forEach((message, index) => {
    if (!message) return;
    notifyError(message);
    const code = answer.codes[index];
    const fields = form && code ? fieldsNamed(form, code) : [];
    if (fields.length > 0) markFieldInvalid(fields, message);
  });
  if (form) focusFirstInvalid(form);
  return false;
}

function listOf(message: string | readonly string[]): readonly string[] {
  return (typeof message === 'string' ? [message] : message).filter(Boolean);
}
