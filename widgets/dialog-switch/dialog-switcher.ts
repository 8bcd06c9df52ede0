import { trackEvent } from '../../shared/analytics/track-event.ts';
import { DIALOG_FADE_MS } from '../../shared/constants.ts';
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
}

/** Focuses the dialog's first heading, or the dialog itself, making it focusable by script only. */
function focusDialog(dialog: HTMLElement): void {
  const target = dialog.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') ?? dialog;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

/**
 * The step a trigger of `root` asks for: to the dialog whose `data-dialog-index` is the trigger's
 * `data-dialog-show`, fading the shown one out (not for visitors who prefer reduced motion). Null
 * for the dialog already shown (nothing to do); false for an unknown index, which is ignored with
 * one console error per index.
 */
export function pickDialog(root: HTMLElement, trigger: HTMLElement, markup: DialogSwitchMarkup, context: WidgetContext): DialogStep | null | false {
  const wanted = trigger.getAttribute(markup.show) ?? '';
  const dialogs = Array.from(root.querySelectorAll<HTMLElement>(`[${markup.index}]`));
  const target = dialogs.find((dialog) => dialog.getAttribute(markup.index) === wanted);
  if (!target || !/^\d{1,9}$/.test(wanted)) {
    context.reportProblem(`unknown:${wanted}`, `it has no dialog ${markup.index}="${wanted}"; the click on the trigger was ignored.`, trigger);
    return false;
  }
  const from = dialogs.find((dialog) => !dialog.hidden);
  if (from === target) return null;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return { dialogs, target, index: Number(wanted), from, fade: Boolean(from) && !reduceMotion };
}

/**
 * Renders `step` on the root's dialogs (the dialog switch's layout effect, loaded with the rest):
 * while it fades, `from` has a CSS opacity transition to 0 for DIALOG_FADE_MS, then `next` gets the
 * step without the fade; otherwise only `target` is shown, the focus moves there when it was in
 * `root`, and the index is announced (event and analytics). Returns the cleanup of a fade, which
 * stops it and leaves the dialog as it was.
 */
export function renderStep(root: HTMLElement, step: DialogStep, context: WidgetContext, next: (step: DialogStep) => void): (() => void) | undefined {
  const { dialogs, target, index, from } = step;
  if (step.fade && from) {
    from.style.transition = `opacity ${DIALOG_FADE_MS}ms`;
    from.style.opacity = '0';
    // The transition starts now, with the timer that ends it, not at the next style update: on a
    // busy page that may come late, and the dialog would still be opaque when the timer hides it.
    void getComputedStyle(from).opacity;
    const timer = setTimeout(() => next({ ...step, fade: false }), DIALOG_FADE_MS);
    return () => {
      clearTimeout(timer);
      from.style.removeProperty('transition');
      from.style.removeProperty('opacity');
    };
  }
  const active = document.activeElement;
  const focusWasHere = !active || active === document.body || root.contains(active);
  for (const dialog of dialogs) dialog.hidden = dialog !== target;
  if (focusWasHere) focusDialog(target);
  trackEvent({ category: 'dialog-switch', action: 'show', label: String(index) });
  context.dispatch('change', { index } satisfies DialogSwitchChangeDetail);
  return undefined;
}
