import * as v from 'valibot';

/** `<div data-widget="dialog-switch">` takes no options: its children say everything. */
export const DialogSwitchOptionsSchema = v.object({});

/** The dialog switch's (empty) options. */
export type DialogSwitchOptions = v.InferOutput<typeof DialogSwitchOptionsSchema>;
