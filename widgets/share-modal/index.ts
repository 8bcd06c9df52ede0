import * as v from 'valibot';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { mountOnFirstTrigger } from '../../shared/modal/mount-on-first-trigger.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import { defineWidget } from '../../shared/runtime/widget-definition.ts';

const t = messagesFrom(controlMessages);

/** The modal's id, as its triggers' `aria-controls` name it (contract). */
const SHARE_MODAL_ID = 'shareModal';

/**
 * `<div data-widget="share-modal"></div>`: the share modal (`shareModal`) with the short link,
 * opened by the page's `<button aria-controls="shareModal" aria-haspopup="dialog">` triggers. Only
 * a click listener ships with the page; the modal's code loads on the first click.
 */
export default defineWidget({
  name: 'share-modal',
  options: v.object({}),
  mount: (element, _options, context) =>
    mountOnFirstTrigger({
      modalId: SHARE_MODAL_ID,
      load: async () => {
        const { mountShareModal } = await import('./mount-share-modal.tsx');
        return (trigger) => mountShareModal(element, SHARE_MODAL_ID, trigger, context);
      },
      onLoadError: () => notifyError(t('partLoadFailed')),
    }),
});
