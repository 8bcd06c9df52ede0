/** The reply modal's id, as its triggers' `aria-controls` name it (contract). */
export const REPLY_MODAL_ID = 'replyReviewModal';
