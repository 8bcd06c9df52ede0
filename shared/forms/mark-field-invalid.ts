/**
 * The contract's markup of an invalid field (Bootstrap 4): `aria-invalid="true"`, the `is-invalid`
 * class, and the message in a `.invalid-feedback` element the field names in `aria-describedby`.
 */
import { withToken, withoutToken } from '../text/token-list.ts';

/** A form control that can carry a value and an invalid state. */
export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const INVALID_CLASS = 'is-invalid';
const FEEDBACK_CLASS = 'invalid-feedback';
// Bootstrap shows .invalid-feedback only as a later sibling of .is-invalid; d-block shows it
// wherever the template or the widget put it (inside .form-check, after an .input-group…).
const SHOWN_CLASS = 'd-block';
// A checkbox or radio sits in a wrapper with its label: the message goes after the wrapper.
const CHECK_WRAPPER = '.form-check, .custom-control';
const BUTTON_TYPES = new Set(['submit', 'button', 'reset', 'image']);

// Feedback elements we inserted, removed again on clear; a template's or a widget's own stays.
const insertedFeedback = new WeakSet<Element>();
let generatedIds = 0;

/**
 * Marks a field invalid with `message`, shown in `<fieldId>-error` (created after the field when
 * missing). A radio or checkbox group passed as a list shares one message after its last member.
 */
export function markFieldInvalid(field: FormControl | readonly FormControl[], message: string): void {
  const fields = listOf(field);
  const first = fields[0];
  const last = fields[fields.length - 1];
  if (!first || !last) return;
  first.id ||= `${first.name || 'field'}-${++generatedIds}`;
  const feedbackId = `${first.id}-error`;
  let feedback = findById(first, feedbackId);
  if (!feedback) {
    feedback = document.createElement('div');
    feedback.id = feedbackId;
    insertedFeedback.add(feedback);
    (last.closest(CHECK_WRAPPER) ?? last).after(feedback);
  }
  feedback.classList.add(FEEDBACK_CLASS, SHOWN_CLASS);
  feedback.textContent = message;
  for (const control of fields) {
    control.setAttribute('aria-invalid', 'true');
    control.classList.add(INVALID_CLASS);
    control.setAttribute('aria-describedby', withToken(control.getAttribute('aria-describedby'), feedbackId));
  }
}

/** Undoes `markFieldInvalid`: other `aria-describedby` ids stay; a message element we inserted is removed. */
export function clearFieldInvalid(field: FormControl | readonly FormControl[]): void {
  const fields = listOf(field);
  const first = fields[0];
  if (!first) return;
  const feedbackId = `${first.id}-error`;
  for (const control of fields) {
    control.removeAttribute('aria-invalid');
    control.classList.remove(INVALID_CLASS);
    const describedBy = withoutToken(control.getAttribute('aria-describedby'), feedbackId);
    if (describedBy) control.setAttribute('aria-describedby', describedBy);
    else control.removeAttribute('aria-describedby');
  }
  const feedback = first.id ? findById(first, feedbackId) : null;
  if (!feedback) return;
  if (insertedFeedback.has(feedback)) {
    feedback.remove();
  } else {
    // Rendered by the template or by React: emptied and hidden, never removed from under it.
    feedback.textContent = '';
    feedback.classList.remove(SHOWN_CLASS);
  }
}

/** Clears every field of `form` marked invalid, as after a successful submission. */
export function clearInvalidFields(form: HTMLFormElement): void {
  for (const name of fieldNames(form)) {
    const fields = fieldsNamed(form, name);
    if (fields.some(isMarkedInvalid)) clearFieldInvalid(fields);
  }
}

/** The form's value-carrying controls named `name` (one, or a radio/checkbox group); never buttons. */
export function fieldsNamed(form: HTMLFormElement, name: string): FormControl[] {
  return formControls(form).filter((control) => control.name === name);
}

/** The distinct control names of `form`, in document order. */
export function fieldNames(form: HTMLFormElement): string[] {
  return [...new Set(formControls(form).map((control) => control.name).filter(Boolean))];
}

/** Tells whether a control carries the invalid markup. */
export function isMarkedInvalid(control: FormControl): boolean {
  return control.getAttribute('aria-invalid') === 'true';
}

/** Moves focus to the first invalid field of `form` in document order, so a keyboard user hears its message. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  formControls(form)
    .find((control) => isMarkedInvalid(control) && control.type !== 'hidden')
    ?.focus();
}

function formControls(form: HTMLFormElement): FormControl[] {
  return Array.from(form.elements).filter(
    (element): element is FormControl =>
      (element instanceof HTMLInputElement && !BUTTON_TYPES.has(element.type)) ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement,
  );
}

function listOf(field: FormControl | readonly FormControl[]): readonly FormControl[] {
  return Array.isArray(field) ? field : [field as FormControl];
}

function findById(field: Element, id: string): HTMLElement | null {
  const root: Node = field.getRootNode();
  // A document or a shadow root; else the top of a form not yet in the page.
  if ('getElementById' in root && typeof root.getElementById === 'function') return (root as Document).getElementById(id);
  return root instanceof Element ? root.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`) : null;
}
