/** The report modal's id, as its triggers' `aria-controls` name it (contract). */
export const REPORT_MODAL_ID = 'reportModal';
