import { trackEvent } from '../../shared/analytics/track-event.ts';
import { AGE_CHECK_CONFIRMED } from '../../shared/constants.ts';
import { writeCookie } from '../../shared/cookies/cookies.ts';
import { lockScroll } from '../../shared/modal/scroll-lock.ts';
import { closeDialog, focusInitially, showDialog } from '../../shared/modal/show-dialog.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { AgeCheckOptions } from './age-check-options.ts';
import { ageGateMarkup, type AgeGateAnswer } from './age-gate-markup.ts';
import { leaveSite } from './leave-site.ts';

/** What `widgets:age-check:confirm` carries: whether the browser kept the `agecheck` cookie. */
export interface AgeCheckConfirmDetail {
  readonly stored: boolean;
}

/** What `widgets:age-check:leave` carries: where the visitor is sent. */
export interface AgeCheckLeaveDetail {
  readonly url: string;
}

/**
 * Shows the 18+ gate `dialog` with `showModal()` (the browser keeps focus inside, makes the page
 * inert and puts it in the top layer), locks the page's scroll and focuses "I am 18 or older". The
 * gate cannot be dismissed: Escape and the backdrop do nothing and a dialog the browser closes is
 * shown again, since closing it any other way would let a visitor in without answering. Confirming
 * sets `agecheck` (365 days, parent domain) and closes the gate, even when the browser refuses the
 * cookie (asked again on the next page, never in a loop); "Leave" sends the visitor to the leave
 * URL. Returns the undo function.
 */
export function showAgeGate(dialog: HTMLDialogElement, { leaveUrl }: AgeCheckOptions, context: WidgetContext): () => void {
  const opener = document.activeElement;
  let open = true;
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
  // One signal removes every listener below.
  const listening = new AbortController();
  const { signal } = listening;
  dialog.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest(`[${ageGateMarkup.answerAttribute}]`) : null;
      const answer = button?.getAttribute(ageGateMarkup.answerAttribute);
      if (open && (answer === 'confirm' || answer === 'leave')) answers[answer]();
    },
    { signal },
  );
  // Escape: the gate stays (a click on the backdrop needs no handler: nothing listens for it).
  dialog.addEventListener('cancel', (event) => event.preventDefault(), { signal });
  dialog.addEventListener(
    'close',
    () => {
      // Closed by the browser itself (Chrome ends a repeated Escape without a cancellable event).
      if (!open || dialog.open) return;
      showDialog(dialog);
      focusInitially(dialog);
    },
    { signal },
  );
  return () => {
    listening.abort();
    if (open) close();
  };
}
