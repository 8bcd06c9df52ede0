/** The share modal's id, as its triggers' `aria-controls` name it (contract). */
export const SHARE_MODAL_ID = 'shareModal';
