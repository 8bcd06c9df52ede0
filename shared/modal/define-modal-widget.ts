import { createElement, useLayoutEffect, type ReactNode } from 'react';
import type * as v from 'valibot';
import { loadOnce } from '../lazy/load-once.ts';
import { defineWidget } from '../runtime/define-widget.ts';
import type { RawOptions, WidgetContext, WidgetDefinition, WidgetProps } from '../runtime/widget-definition.ts';
import { useFirstTrigger } from './use-first-trigger.ts';

/** What a modal widget's lazily loaded component gets. */
export interface ModalPartProps<Options> {
  /** The modal's id, as its triggers' `aria-controls` name it (contract). */
  readonly modalId: string;
  readonly options: Options;
  /**
   * The trigger whose click loaded the modal: it opens at once for it, and focus returns there.
   * Null when it loaded while the page was idle: it renders closed, and its triggers open it.
   */
  readonly openedBy: HTMLButtonElement | null;
  readonly context: WidgetContext;
}

/** The modal itself, as its lazily loaded module exports it. */
export type ModalPart<Options> = (props: ModalPartProps<Options>) => ReactNode;

/** How one modal widget is made: its names, its options and where its code is. */
export interface ModalWidgetSpec<Options> {
  readonly name: string;
  /** The modal's id, as its triggers' `aria-controls` name it (contract). */
  readonly modalId: string;
  readonly options: v.GenericSchema<RawOptions, Options>;
  /** Loads the modal's component (a dynamic import of its module). */
  readonly load: () => Promise<ModalPart<Options>>;
  /** Runs once as a root mounts, before any trigger is used (the reply modal's toasts kept across its reload). */
  readonly onMount?: () => void;
}

/**
 * Defines a modal widget whose page download is only its trigger listeners: the modal's component
 * loads on the first use of one of its `<button aria-controls=ID aria-haspopup="dialog">` triggers
 * and renders already open, or, once the page's idle prefetch has run, in an idle callback and
 * renders closed, so that a tap then only opens it (useFirstTrigger). `markup: 'component'`: the root is the modal's empty
 * place in the page, and the component renders the `<dialog>` into it.
 */
export function defineModalWidget<Options>({ name, modalId, options, load, onMount }: ModalWidgetSpec<Options>): WidgetDefinition {
  const loadPart = loadOnce(load);
  function ModalWidget({ options: parsed, context }: WidgetProps<Options>) {
    useLayoutEffect(() => onMount?.(), []);
    const loaded = useFirstTrigger(modalId, loadPart, context);
    return loaded && createElement(loaded.part, { modalId, options: parsed, openedBy: loaded.openedBy, context });
  }
  return defineWidget({ name, options, component: ModalWidget, markup: 'component' });
}
