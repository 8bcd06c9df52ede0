import * as v from 'valibot';
import { defineModalWidget } from '../../shared/modal/define-modal-widget.ts';
import { CLAIM_MODAL_ID } from './claim-modal-id.ts';

/**
 * `<div data-widget="claim-modal"></div>`: the claim modal (`claimModal`), opened by the page's
 * `<button aria-controls="claimModal" aria-haspopup="dialog">` triggers. Only its trigger listeners ship
 * with the page; the modal's code loads on the first click, or earlier when the page is idle (see defineModalWidget).
 */
export default defineModalWidget({
  name: 'claim-modal',
  modalId: CLAIM_MODAL_ID,
  options: v.object({}),
  load: () => import('./ClaimModal.tsx').then((module) => module.ClaimModal),
});
