/**
 * The markup inside a dialog-switch root, as the template writes it: each dialog carries
 * `data-dialog-index="N"`, each trigger `data-dialog-show="N"`. Only the widget's first chunk
 * imports it and hands the names to the switching code, so no chunk sits between the two.
 */
export const dialogSwitchMarkup = { index: 'data-dialog-index', show: 'data-dialog-show' } as const;

/** The attribute names of a dialog switch's markup. */
export type DialogSwitchMarkup = typeof dialogSwitchMarkup;
