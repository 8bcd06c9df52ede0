import * as v from 'valibot';
import { defineModalWidget } from '../../shared/modal/define-modal-widget.ts';

/** The modal's id, as its triggers' `aria-controls` name it (contract). */
const CLAIM_MODAL_ID = 'claimModal';

/**
 * `<div data-widget="claim-modal"></div>`: the claim modal (`claimModal`), opened by the page's
 * `<button aria-controls="claimModal" aria-haspopup="dialog">` triggers. Only its trigger listeners ship
 * with the page; the modal's code loads on the first click (see defineModalWidget).
 */
export default defineModalWidget({
  name: 'claim-modal',
  modalId: CLAIM_MODAL_ID,
  options: v.object({}),
  load: () => import('./ClaimModal.tsx').then((module) => module.ClaimModal),
});
