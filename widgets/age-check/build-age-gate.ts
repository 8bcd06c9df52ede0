import { ageCheckMessages } from '../../shared/messages/catalogue/age-check-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { injectModalStyle } from '../../shared/modal/modal-style.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { AgeGateAnswer, ageGateMarkup } from './age-gate-markup.ts';

const t = messagesFrom(ageCheckMessages);

/**
 * Builds the gate's dialog as the template writes it, with the names `markup` gives (the caller's
 * `ageGateMarkup`: imported here, it would become a chunk of its own, one more request), for a page
 * whose age-check root came without it: a page that forgot it must still not let a visitor in unasked.
 */
export function buildAgeGate(markup: typeof ageGateMarkup): HTMLDialogElement {
  // The template's gate is styled by the site's stylesheet; a page without that markup may lack it too.
  injectModalStyle();
  const { dialogId, titleId, textId, answerAttribute } = markup;
  const answerButton = (answer: AgeGateAnswer, className: string, text: string) => {
    const button = element('button', className, text) as HTMLButtonElement;
    button.type = 'button';
    button.setAttribute(answerAttribute, answer);
    return button;
  };
  const dialog = document.createElement('dialog');
  dialog.id = dialogId;
  dialog.className = 'modal';
  dialog.tabIndex = -1;
  setAttributes(dialog, {
    role: 'dialog',
    'aria-modal': 'true',
    'aria-labelledby': titleId,
    'aria-describedby': textId,
  });
  const title = element('h5', 'modal-title', t('ageCheckTitle'));
  title.id = titleId;
  const text = element('p', 'mb-0', t('ageCheckText'));
  text.id = textId;
  const confirm = answerButton('confirm', 'btn btn-primary', t('ageCheckConfirm'));
  confirm.setAttribute('autofocus', '');
  const content = element('div', 'modal-content');
  content.append(
    withChildren(element('div', 'modal-header'), title),
    withChildren(element('div', 'modal-body'), text),
    withChildren(element('div', 'modal-footer'), answerButton('leave', 'btn btn-outline-secondary', t('ageCheckLeave')), confirm),
  );
  dialog.append(withChildren(element('div', 'modal-dialog modal-dialog-centered'), content));
  return dialog;
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const created = document.createElement(tag);
  created.className = className;
  if (text !== undefined) created.textContent = text;
  return created;
}

function withChildren(parent: HTMLElement, ...children: HTMLElement[]): HTMLElement {
  parent.append(...children);
  return parent;
}

function setAttributes(target: HTMLElement, attributes: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(attributes)) target.setAttribute(name, value);
}

/** What `replaceMissingGate` needs from the gate's first chunk, which imports these itself. */
export interface MissingGate {
  /** The age-check root. */
  readonly element: HTMLElement;
  /** The template's dialog when it lacks an answer button, replaced while the built one shows. */
  readonly written: HTMLDialogElement | null;
  readonly markup: typeof ageGateMarkup;
  /** Shows a gate and returns the function that hides it (the first chunk's `showAgeGate`). */
  readonly show: (dialog: HTMLDialogElement) => () => void;
}

/**
 * The age check's lazy part for a root whose gate markup is missing or broken: reports it once,
 * puts a built gate in its place and shows it. Returns the undo function, which also puts back
 * what the template wrote.
 */
export function replaceMissingGate({ element, written, markup, show }: MissingGate, context: WidgetContext): () => void {
  // Reported from here: correct pages do not download the message either.
  reportMissingGate(markup, written ?? element, context);
  const built = buildAgeGate(markup);
  if (written) written.replaceWith(built);
  else element.append(built);
  const hide = show(built);
  return () => {
    hide();
    if (written) built.replaceWith(written);
    else built.remove();
  };
}

/** Says once, on the console, which markup the template left out of the age-check root `about`. */
export function reportMissingGate(markup: typeof ageGateMarkup, about: Element, context: WidgetContext): void {
  context.reportProblem(
    'age-gate-markup',
    `needs its dialog inside: <dialog id="${markup.dialogId}" class="modal" …> with two buttons ${markup.answerAttribute}="leave" and ="confirm" (see the README, age-check). The gate was built by the script instead.`,
    about,
  );
}
