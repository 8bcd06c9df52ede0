import type * as v from 'valibot';
import { defineWidget, type RawOptions, type WidgetContext, type WidgetDefinition } from '../runtime/widget-definition.ts';
import { mountOnFirstTrigger } from './mount-on-first-trigger.ts';

/** What a modal widget's lazily loaded module exports. */
export interface ModalModule<Options> {
  /** Renders the modal `modalId` into the widget's root, opened from `trigger`; returns the unmount function. */
  mountModal(element: HTMLElement, modalId: string, options: Options, trigger: HTMLButtonElement, context: WidgetContext): () => void;
}

/** How one modal widget is made: its names, its options and where its code is. */
export interface ModalWidgetSpec<Options> {
  readonly name: string;
  /** The modal's id, as its triggers' `aria-controls` name it (contract). */
  readonly modalId: string;
  readonly options: v.GenericSchema<RawOptions, Options>;
  /** Loads the modal's code (a dynamic import of its module). */
  readonly load: () => Promise<ModalModule<Options>>;
}

/**
 * Defines a modal widget whose page download is only a click listener: the modal's code loads on
 * the first use of one of its `<button aria-controls=ID aria-haspopup="dialog">` triggers and
 * mounts the modal already open (see mountOnFirstTrigger).
 */
export function defineModalWidget<Options>({ name, modalId, options, load }: ModalWidgetSpec<Options>): WidgetDefinition {
  return defineWidget<Options>({
    name,
    options,
    mount: (element, parsed, context) =>
      mountOnFirstTrigger({
        modalId,
        load: () => load().then(({ mountModal }) => (trigger) => mountModal(element, modalId, parsed, trigger, context)),
      }),
  });
}
