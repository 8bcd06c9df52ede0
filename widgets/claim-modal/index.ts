import * as v from 'valibot';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { mountOnFirstTrigger } from '../../shared/modal/mount-on-first-trigger.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import { defineWidget } from '../../shared/runtime/widget-definition.ts';

const t = messagesFrom(controlMessages);

/** The modal's id, as its triggers' `aria-controls` name it (contract). */
const CLAIM_MODAL_ID = 'claimModal';

/**
 * `<div data-widget="claim-modal"></div>`: the claim modal (`claimModal`), opened by the page's
 * `<button aria-controls="claimModal" aria-haspopup="dialog">` triggers. Only a click listener ships
 * with the page; the modal's code loads on the first click (see mountOnFirstTrigger).
 */
export default defineWidget({
  name: 'claim-modal',
  options: v.object({}),
  mount: (element, _options, context) =>
    mountOnFirstTrigger({
      modalId: CLAIM_MODAL_ID,
      load: async () => {
        const { mountClaimModal } = await import('./mount-claim-modal.tsx');
        return (trigger) => mountClaimModal(element, CLAIM_MODAL_ID, trigger, context);
      },
      onLoadError: () => notifyError(t('partLoadFailed')),
    }),
});
