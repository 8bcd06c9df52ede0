import * as v from 'valibot';

/**
 * The markup inside a dialog-switch root: each dialog carries `data-dialog-index="N"`, each
 * trigger `data-dialog-show="N"` (as dataset keys).
 */
export const dialogSwitchKeys = { index: 'dialogIndex', show: 'dialogShow' } as const;

/** The same names as the template writes them (spelled out: the runtime's converter lives in the entry chunk). */
export const dialogSwitchAttributes = { index: 'data-dialog-index', show: 'data-dialog-show' } as const;

/** `<div data-widget="dialog-switch">` takes no options: its children say everything. */
export const DialogSwitchOptionsSchema = v.object({});

/** The dialog switch's (empty) options. */
export type DialogSwitchOptions = v.InferOutput<typeof DialogSwitchOptionsSchema>;
