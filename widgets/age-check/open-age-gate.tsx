import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { trackEvent } from '../../shared/analytics/track-event.ts';
import { AGE_CHECK_CONFIRMED } from '../../shared/constants.ts';
import { writeCookie } from '../../shared/cookies/cookies.ts';
import { useServerElement } from '../../shared/hooks/use-server-element.ts';
import { useServerElements } from '../../shared/hooks/use-server-elements.ts';
import { useLazyAction } from '../../shared/lazy/use-lazy-action.ts';
import { ageCheckMessages } from '../../shared/messages/catalogue/age-check-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { lockScroll } from '../../shared/modal/scroll-lock.ts';
import { closeDialog, showDialog } from '../../shared/modal/show-dialog.ts';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';
import type { AgeCheckOptions } from './age-check-options.ts';
import { ageGateMarkup } from './age-gate-markup.ts';
import { leaveSite } from './leave-site.ts';
import { useTemplateAway } from './use-template-away.ts';

/** What `widgets:age-check:confirm` carries: whether the browser kept the `agecheck` cookie. */
export interface AgeCheckConfirmDetail {
  readonly stored: boolean;
}

/** What `widgets:age-check:leave` carries: where the visitor is sent. */
export interface AgeCheckLeaveDetail {
  readonly url: string;
}

/** The gate's props: the age check's, and what to do once the visitor confirmed. */
export interface AgeGateProps extends WidgetProps<AgeCheckOptions> {
  readonly onAnswered: () => void;
}

const t = messagesFrom(ageCheckMessages);
const { dialogId, titleId, textId, answerAttribute } = ageGateMarkup;

/**
 * The 18+ gate, rendered in the age-check root as the template writes it (Bootstrap modal markup,
 * the page config's texts) and shown with `showModal()` (the browser keeps focus inside, makes the
 * page inert and puts it in the top layer), the page's scroll locked and focus on "I am 18 or older".
 * It is rendered into the root (a portal); while it shows, the template's closed dialog leaves the
 * page (useTemplateAway: one element per id; a closed dialog takes no space, so nothing moves) and
 * comes back on unmount. A root whose template lacks it (or its answer buttons) is reported once,
 * by a part correct pages never download. The gate cannot be dismissed: Escape and the backdrop do
 * nothing and a dialog the browser closes is shown again, since closing it any other way would let
 * a visitor in without answering. Confirming sets `agecheck` (365 days, parent domain) and ends the
 * gate, even when the browser refuses the cookie; "Leave" sends the visitor to the leave URL.
 */
export function AgeGate({ root, options: { leaveUrl }, context, onAnswered }: AgeGateProps) {
  const gate = useRef<HTMLDialogElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const runLazy = useLazyAction(context);
  const show = (dialog: HTMLDialogElement) => {
    showDialog(dialog);
    confirmButton.current?.focus();
  };

  const confirm = () => {
    const stored = writeCookie('agecheck', AGE_CHECK_CONFIRMED);
    trackEvent({ category: 'age-check', action: 'confirm', label: stored ? '' : 'not stored' });
    context.dispatch('confirm', { stored } satisfies AgeCheckConfirmDetail);
    onAnswered();
  };
  const leave = () => {
    trackEvent({ category: 'age-check', action: 'leave' });
    context.dispatch('leave', { url: leaveUrl } satisfies AgeCheckLeaveDetail);
    leaveSite(leaveUrl);
  };

  // The template's dialog, found once: the gate takes its place while it shows (useTemplateAway).
  const written = useServerElement(root, `dialog#${dialogId}`);
  // Its answer buttons, found once before it leaves the page: a gate without both is reported.
  const answers = useServerElements(written, `[${answerAttribute}]`);
  useTemplateAway(written);

  // Runs once: the props never change while the gate shows (it ends when answered).
  useLayoutEffect(() => {
    const dialog = gate.current!;
    if (!['leave', 'confirm'].every((answer) => answers.some((button) => button.getAttribute(answerAttribute) === answer))) {
      runLazy({ load: () => import('./report-missing-gate.ts'), act: (part) => part.reportMissingGate(ageGateMarkup, written ?? root, context), phase: 'building the age check' });
    }
    const opener = document.activeElement;
    show(dialog);
    const unlockScroll = lockScroll();
    context.dispatch('show', {});
    return () => {
      closeDialog(dialog);
      unlockScroll();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  // Rendered into the root itself (a portal): the gate is in the page from its first commit, where
  // showModal() needs it, and nothing of it moves afterwards.
  return createPortal(
    <dialog
      ref={gate}
      id={dialogId}
      className="modal"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      // Escape: the gate stays (a click on the backdrop needs no handler: nothing listens for it).
      onCancel={(event) => event.preventDefault()}
      // Closed by the browser itself (Chrome ends a repeated Escape without a cancellable event);
      // a gate that has left the page was answered or unmounted.
      onClose={(event) => {
        const dialog = event.currentTarget;
        if (dialog.isConnected && !dialog.open) show(dialog);
      }}
    >
      <div className="modal-dialog modal-dialog-centered">
        <div className="modal-content">
          <div className="modal-header">
            <h5 className="modal-title" id={titleId}>
              {t('ageCheckTitle')}
            </h5>
          </div>
          <div className="modal-body">
            <p id={textId} className="mb-0">
              {t('ageCheckText')}
            </p>
          </div>
          <div className="modal-footer">
            <button type="button" className="btn btn-outline-secondary" onClick={leave}>
              {t('ageCheckLeave')}
            </button>
            <button type="button" className="btn btn-primary" ref={confirmButton} onClick={confirm}>
              {t('ageCheckConfirm')}
            </button>
          </div>
        </div>
      </div>
    </dialog>,
    root,
  );
}
