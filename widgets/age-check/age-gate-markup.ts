/**
 * The names the 18+ gate's server markup and its widget share, each spelled once: the template
 * writes, inside the age-check root, `<dialog id="ageCheckModal" class="modal" role="dialog"
 * aria-modal="true" aria-labelledby="ageCheckModal-title" aria-describedby="ageCheckModal-text"
 * tabindex="-1">` with the title, the text and two buttons `data-age-check-answer="leave|confirm"`.
 * The gate's lazy chunk and the demo server import this; nothing here runs.
 */
export const ageGateMarkup = {
  /** The dialog's id (the contract's modal ids are camelCase: `claimModal`, …). */
  dialogId: 'ageCheckModal',
  /** The id of the title that names the dialog. */
  titleId: 'ageCheckModal-title',
  /** The id of the text that describes the dialog. */
  textId: 'ageCheckModal-text',
  /** On each answer button: `confirm` or `leave`. */
  answerAttribute: 'data-age-check-answer',
} as const;

/** An answer of the gate, as `data-age-check-answer` names it. */
export type AgeGateAnswer = 'confirm' | 'leave';
