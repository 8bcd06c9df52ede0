import * as v from 'valibot';
import { defineModalWidget } from '../../shared/modal/define-modal-widget.ts';
import { SHARE_MODAL_ID } from './share-modal-id.ts';

/**
 * `<div data-widget="share-modal"></div>`: the share modal (`shareModal`) with the short link,
 * opened by the page's `<button aria-controls="shareModal" aria-haspopup="dialog">` triggers. Only
 * its trigger listeners ship with the page; the modal's code loads on the first click or when the page is idle.
 */
export default defineModalWidget({
  name: 'share-modal',
  modalId: SHARE_MODAL_ID,
  options: v.object({}),
  load: () => import('./ShareModal.tsx').then((module) => module.ShareModal),
});
