/** The claim modal's id, as its triggers' `aria-controls` name it (contract). */
export const CLAIM_MODAL_ID = 'claimModal';
