import { trackEvent } from '../../shared/analytics/track-event.ts';
import { AGE_CHECK_CONFIRMED } from '../../shared/constants.ts';
import { writeCookie } from '../../shared/cookies/cookies.ts';
import { ageCheckMessages } from '../../shared/messages/catalogue/age-check-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { injectModalStyle } from '../../shared/modal/modal-style.ts';
import { lockScroll } from '../../shared/modal/scroll-lock.ts';
import { closeDialog, focusInitially, showDialog } from '../../shared/modal/show-dialog.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { AgeCheckOptions } from './age-check-options.ts';
import { ageGateMarkup, type AgeGateAnswer } from './age-gate-markup.ts';
import { buildAgeGate } from './build-age-gate.ts';
import { leaveSite } from './leave-site.ts';

/** What `widgets:age-check:confirm` carries: whether the browser kept the `agecheck` cookie. */
export interface AgeCheckConfirmDetail {
  readonly stored: boolean;
}

/** What `widgets:age-check:leave` carries: where the visitor is sent. */
export interface AgeCheckLeaveDetail {
  readonly url: string;
}

const t = messagesFrom(ageCheckMessages);

/**
 * Opens the 18+ gate, the template's `<dialog id="ageCheckModal">` in `element`, with `showModal()`
 * (the browser keeps focus inside, makes the page inert and puts it in the top layer), locks the
 * page's scroll and focuses "I am 18 or older". The gate cannot be dismissed: Escape and the
 * backdrop do nothing and a dialog the browser closes is shown again, since closing it any other
 * way would let a visitor in without answering. Confirming sets `agecheck` (365 days, parent
 * domain) and closes the gate, even when the browser refuses the cookie (asked again on the next
 * page, never in a loop); "Leave" sends the visitor to the leave URL. Returns the undo function.
 */
export function openAgeGate(element: HTMLElement, { leaveUrl }: AgeCheckOptions, context: WidgetContext): () => void {
  const { dialog, undoMarkup } = findOrBuildGate(element, context);
  const opener = document.activeElement;
  let open = true;
  injectModalStyle();
  showDialog(dialog);
  const unlockScroll = lockScroll();
  focusInitially(dialog);
  context.dispatch('show', {});

  const close = () => {
    open = false;
    closeDialog(dialog);
    unlockScroll();
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  };
  const answers: Readonly<Record<AgeGateAnswer, () => void>> = {
    confirm: () => {
      const stored = writeCookie('agecheck', AGE_CHECK_CONFIRMED);
      trackEvent({ category: 'age-check', action: 'confirm', label: stored ? '' : 'not stored' });
      context.dispatch('confirm', { stored } satisfies AgeCheckConfirmDetail);
      close();
    },
    leave: () => {
      trackEvent({ category: 'age-check', action: 'leave' });
      context.dispatch('leave', { url: leaveUrl } satisfies AgeCheckLeaveDetail);
      leaveSite(leaveUrl);
    },
  };
  const onClick = (event: MouseEvent) => {
    const answer = answerOf(event.target);
    if (open && answer) answers[answer]();
  };
  // Escape: the gate stays (a click on the backdrop needs no handler, the gate has none).
  const onCancel = (event: Event) => event.preventDefault();
  const onNativeClose = () => {
    // Closed by the browser itself (Chrome ends a repeated Escape without a cancellable event).
    if (!open || dialog.open) return;
    showDialog(dialog);
    focusInitially(dialog);
  };
  dialog.addEventListener('click', onClick);
  dialog.addEventListener('cancel', onCancel);
  dialog.addEventListener('close', onNativeClose);
  return () => {
    dialog.removeEventListener('click', onClick);
    dialog.removeEventListener('cancel', onCancel);
    dialog.removeEventListener('close', onNativeClose);
    if (open) close();
    undoMarkup();
  };
}

/** The answer an element inside the gate gives, from its button's answer attribute. */
function answerOf(target: EventTarget | null): AgeGateAnswer | null {
  const button = target instanceof Element ? target.closest(`[${ageGateMarkup.answerAttribute}]`) : null;
  const answer = button?.getAttribute(ageGateMarkup.answerAttribute);
  return answer === 'confirm' || answer === 'leave' ? answer : null;
}

/**
 * The template's gate with the page config's texts, or, when the root lacks it or its answer
 * buttons, one built in its place (reported once); `undoMarkup` puts the root back as it was.
 */
function findOrBuildGate(element: HTMLElement, context: WidgetContext): { dialog: HTMLDialogElement; undoMarkup: () => void } {
  const written = element.querySelector<HTMLDialogElement>(`dialog#${ageGateMarkup.dialogId}`);
  if (written && answerButton(written, 'confirm') && answerButton(written, 'leave')) {
    applyPageTexts(written);
    return { dialog: written, undoMarkup: () => {} };
  }
  context.reportProblem(
    'age-gate-markup',
    `needs its dialog inside: <dialog id="${ageGateMarkup.dialogId}" class="modal" …> with two buttons ${ageGateMarkup.answerAttribute}="leave" and ="confirm" (see the README, age-check). The gate was built by the script instead.`,
    written ?? element,
  );
  const built = buildAgeGate();
  if (written) written.replaceWith(built);
  else element.append(built);
  return {
    dialog: built,
    undoMarkup: () => (written ? built.replaceWith(written) : built.remove()),
  };
}

function answerButton(dialog: HTMLDialogElement, answer: AgeGateAnswer): Element | null {
  return dialog.querySelector(`[${ageGateMarkup.answerAttribute}="${answer}"]`);
}

/** The template writes the English texts; a page config that translates them wins. */
function applyPageTexts(dialog: HTMLDialogElement): void {
  const parts: ReadonlyArray<readonly [Element | null, keyof typeof ageCheckMessages]> = [
    [dialog.querySelector(`#${ageGateMarkup.titleId}`), 'ageCheckTitle'],
    [dialog.querySelector(`#${ageGateMarkup.textId}`), 'ageCheckText'],
    [answerButton(dialog, 'confirm'), 'ageCheckConfirm'],
    [answerButton(dialog, 'leave'), 'ageCheckLeave'],
  ];
  for (const [part, key] of parts) {
    const text = t(key);
    if (part && part.textContent !== text) part.textContent = text;
  }
}
