/** The review view's id, as its triggers' `aria-controls` name it (contract). */
export const REVIEW_MODAL_ID = 'reviewModal';
