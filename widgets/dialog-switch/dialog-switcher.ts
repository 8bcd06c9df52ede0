import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { DialogSwitchMarkup } from './dialog-switch-markup.ts';

/** What the dialog switch dispatches as `widgets:dialog-switch:change`: the index now shown. */
export interface DialogSwitchChangeDetail {
  readonly index: number;
}

/**
 * One switch to `target`, the dialog of `index` among the root's `dialogs`: first, when `fade`,
 * `from` (the dialog shown) fades out; then `target` is shown alone.
 */
export interface DialogStep {
  readonly dialogs: readonly HTMLElement[];
  readonly target: HTMLElement;
  readonly index: number;
  readonly from: HTMLElement | undefined;
  readonly fade: boolean;
  /** The dialog already shown was asked for: it stays shown alone (a fade stops), unannounced. */
  readonly quiet?: boolean;
}

/**
 * The step a trigger asks for among the root's `dialogs` (found once at mount): to the dialog whose `data-dialog-index` is the trigger's
 * `data-dialog-show`, fading the shown one out (not for visitors who prefer reduced motion). For
 * the dialog already shown, a quiet step that keeps it (stopping a fade under way); false for an
 * unknown index, which is ignored with one console error per index.
 */
export function pickDialog(
  dialogs: readonly HTMLElement[],
  trigger: HTMLElement,
  markup: DialogSwitchMarkup,
  context: WidgetContext,
): DialogStep | false {
  const wanted = trigger.getAttribute(markup.show) ?? '';
  const target = dialogs.find((dialog) => dialog.getAttribute(markup.index) === wanted);
  if (!target || !/^\d{1,9}$/.test(wanted)) {
    context.reportProblem(`unknown:${wanted}`, `it has no dialog ${markup.index}="${wanted}"; the click on the trigger was ignored.`, trigger);
    return false;
  }
  const from = dialogs.find((dialog) => !dialog.hidden);
  if (from === target) return { dialogs, target, index: Number(wanted), from, fade: false, quiet: true };
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return { dialogs, target, index: Number(wanted), from, fade: Boolean(from) && !reduceMotion };
}

// The step's rendering, in this same chunk (nothing else imports it).
export { StepView } from './StepView.tsx';
