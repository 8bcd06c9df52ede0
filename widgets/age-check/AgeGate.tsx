import { useState } from 'react';
import { trackEvent } from '../../shared/analytics/track-event.ts';
import { AGE_CHECK_CONFIRMED } from '../../shared/constants.ts';
import { writeCookie } from '../../shared/cookies/cookies.ts';
import { ageCheckMessages } from '../../shared/messages/catalogue/age-check-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { Modal } from '../../shared/modal/Modal.tsx';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { AgeCheckOptions } from './age-check-options.ts';
import { leaveSite } from './leave-site.ts';

/** The id of the age check's modal. */
export const AGE_CHECK_MODAL_ID = 'ageCheckModal';

/** What `widgets:age-check:confirm` carries: whether the browser kept the `agecheck` cookie. */
export interface AgeCheckConfirmDetail {
  readonly stored: boolean;
}

/** What `widgets:age-check:leave` carries: where the visitor is sent. */
export interface AgeCheckLeaveDetail {
  readonly url: string;
}

const t = messagesFrom(ageCheckMessages);
const textId = `${AGE_CHECK_MODAL_ID}-text`;

// The gate cannot be dismissed: Modal's onClose is never called when it is not dismissible.
const ignoreClose = () => {};

interface AgeGateProps extends AgeCheckOptions {
  readonly context: WidgetContext;
}

/**
 * The 18+ gate: a modal dialog (WAI-ARIA APG, focus kept inside, the page inert behind it) asking
 * the visitor to confirm being 18 or older or to leave. Unlike the site's other modals it has no
 * close button and ignores Escape and clicks on the backdrop: the spec makes it a gate shown until
 * confirmed, and closing it any other way would let a visitor in without answering. Keyboard users
 * still reach both answers with Tab. Confirming sets `agecheck` (365 days, parent domain) and
 * closes the gate; when the browser refuses the cookie the gate still closes for this page view
 * (it is asked again on the next page, never in a loop).
 */
export function AgeGate({ leaveUrl, context }: AgeGateProps) {
  const [open, setOpen] = useState(true);

  const confirm = () => {
    const stored = writeCookie('agecheck', AGE_CHECK_CONFIRMED);
    trackEvent({ category: 'age-check', action: 'confirm', label: stored ? '' : 'not stored' });
    context.dispatch('confirm', { stored } satisfies AgeCheckConfirmDetail);
    setOpen(false);
  };
  const leave = () => {
    trackEvent({ category: 'age-check', action: 'leave' });
    context.dispatch('leave', { url: leaveUrl } satisfies AgeCheckLeaveDetail);
    leaveSite(leaveUrl);
  };

  return (
    <Modal
      id={AGE_CHECK_MODAL_ID}
      open={open}
      onClose={ignoreClose}
      dismissible={false}
      title={t('ageCheckTitle')}
      describedBy={textId}
      dialogClassName="modal-dialog-centered"
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={leave}>
            {t('ageCheckLeave')}
          </button>
          <button type="button" className="btn btn-primary" autoFocus onClick={confirm}>
            {t('ageCheckConfirm')}
          </button>
        </>
      }
    >
      <p id={textId} className="mb-0">
        {t('ageCheckText')}
      </p>
    </Modal>
  );
}
