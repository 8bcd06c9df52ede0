import { expect, vi } from 'vitest';
import type { WidgetsApi } from '../../../shared/runtime/start-widgets.ts';
import type { WidgetLoader } from '../../../shared/runtime/widget-definition.ts';
import { keepFocusOutOfClosedDialogs } from './closed-dialog-focus.ts';
import { getElement, renderFixture } from './dom-fixture.ts';
import { startTestWidgets } from './runtime-harness.ts';

/** A modal widget mounted through the runtime on a page with one trigger, as the profile page has it. */
export interface ModalWidgetPage {
  readonly api: WidgetsApi;
  readonly root: HTMLElement;
  readonly trigger: HTMLButtonElement;
  /** The dialog, once the first click rendered it. */
  readonly dialog: () => HTMLDialogElement;
  /** The form inside the dialog. */
  readonly form: () => HTMLFormElement;
  /** A control of the form by its name. */
  readonly field: (name: string) => HTMLInputElement | HTMLTextAreaElement;
  /** The submit button (in the modal footer, tied to the form). */
  readonly submitButton: () => HTMLButtonElement;
}

/**
 * Puts a trigger of `modalId` and the root of `widget` on the page, starts the widgets as the
 * bundle does with `load` as the widget's chunk, and returns the handles (the modal is not opened).
 */
export async function mountModalWidget(widget: string, modalId: string, load: WidgetLoader): Promise<ModalWidgetPage> {
  // Focus as a browser moves it once the modal closes (React 19 tries to give it back to its field).
  keepFocusOutOfClosedDialogs();
  renderFixture(
    `<main><button type="button" id="trigger" aria-controls="${modalId}" aria-haspopup="dialog">Open</button></main>` +
      `<div id="root" data-widget="${widget}"></div>`,
  );
  // Only this widget: the page's other widgets are none of the test's business.
  const api = startTestWidgets({ [widget]: load });
  await api.settled();
  const dialog = () => getElement<HTMLDialogElement>(`dialog#${modalId}`);
  const form = () => getElement<HTMLFormElement>('form', dialog());
  return {
    api,
    root: getElement('#root'),
    trigger: getElement<HTMLButtonElement>('#trigger'),
    dialog,
    form,
    field: (name) => getElement<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`, form()),
    submitButton: () => getElement<HTMLButtonElement>('.modal-footer button[type="submit"]', dialog()),
  };
}

// Longer than Preact's wait for the next frame before it runs passive effects (its RAF_TIMEOUT, 35 ms).
const AFTER_PAINT_MS = 50;

/** Clicks the trigger and waits until the dialog is open and its effects have run. */
export async function openModal(page: ModalWidgetPage): Promise<void> {
  page.trigger.focus();
  page.trigger.click();
  // The first click loads the modal's chunk, which the test server may transform first: be patient.
  await vi.waitFor(() => expect(page.dialog().open).toBe(true), { timeout: 5000 });
  // Then let the opening's passive effects (the 'open' event) run, as they do before a user's next
  // action: Preact runs them after the next frame (35 ms at most, then a task), React 19 in a task
  // of its scheduler. The dialog shows before either.
  await new Promise((resolve) => setTimeout(resolve, AFTER_PAINT_MS));
}

/** Mounts the widget and opens its modal from the trigger. */
export async function mountAndOpenModal(widget: string, modalId: string, load: WidgetLoader): Promise<ModalWidgetPage> {
  const page = await mountModalWidget(widget, modalId, load);
  await openModal(page);
  return page;
}

/** Types `values` into the form's fields by name, as the user would leave them. */
export function fillForm(page: ModalWidgetPage, values: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(values)) {
    const field = page.field(name);
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Submits the form as a click on its submit button does. */
export function submitForm(page: ModalWidgetPage): void {
  page.form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

/** The message element a field names in `aria-describedby` for its error, or null. */
export function errorMessageOf(field: Element): string | null {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const message = ids.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('invalid-feedback'));
  return message?.textContent ?? null;
}

/** Tells whether a field carries the contract's invalid markup. */
export function isMarkedInvalid(field: Element): boolean {
  return field.getAttribute('aria-invalid') === 'true' && field.classList.contains('is-invalid');
}
