import { trackEvent } from '../../shared/analytics/track-event.ts';
import { DIALOG_FADE_MS } from '../../shared/constants.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { DialogSwitchMarkup } from './dialog-switch-markup.ts';

/** What the dialog switch dispatches as `widgets:dialog-switch:change`: the index now shown. */
export interface DialogSwitchChangeDetail {
  readonly index: number;
}

/** Switches one root's dialogs; `stop` ends a fade under way, leaving the shown dialog as it was. */
export interface DialogSwitcher {
  show(trigger: HTMLElement): void;
  stop(): void;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Focuses the dialog's first heading, or the dialog itself, making it focusable by script only. */
function focusDialog(dialog: HTMLElement): void {
  const target = dialog.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') ?? dialog;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

/**
 * Dialog switching (spec §4) for `root`: `show(trigger)` fades the shown dialog out over
 * DIALOG_FADE_MS with a CSS opacity transition (at once for visitors who prefer reduced motion),
 * hides it and shows the dialog whose `data-dialog-index` is the trigger's `data-dialog-show`,
 * moving the focus there when it was in the box. An unknown index is ignored with one console error.
 */
export function createDialogSwitcher(root: HTMLElement, markup: DialogSwitchMarkup, context: WidgetContext): DialogSwitcher {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fading: HTMLElement | null = null;
  const dialogs = () => Array.from(root.querySelectorAll<HTMLElement>(`[${markup.index}]`));

  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    fading?.style.removeProperty('transition');
    fading?.style.removeProperty('opacity');
    fading = null;
  };
  const finish = (target: HTMLElement, index: number) => {
    stop();
    const active = document.activeElement;
    const focusWasHere = !active || active === document.body || root.contains(active);
    for (const dialog of dialogs()) dialog.hidden = dialog !== target;
    if (focusWasHere) focusDialog(target);
    trackEvent({ category: 'dialog-switch', action: 'show', label: String(index) });
    context.dispatch('change', { index } satisfies DialogSwitchChangeDetail);
  };
  const show = (trigger: HTMLElement) => {
    const wanted = trigger.getAttribute(markup.show) ?? '';
    const target = dialogs().find((dialog) => dialog.getAttribute(markup.index) === wanted);
    if (!target || !/^\d{1,9}$/.test(wanted)) {
      context.reportProblem(
        `unknown:${wanted}`,
        `it has no dialog ${markup.index}="${wanted}"; the click on the trigger was ignored.`,
        trigger,
      );
      return;
    }
    // A second request while fading starts over from the dialog still shown.
    stop();
    const current = dialogs().find((dialog) => !dialog.hidden);
    if (current === target) return;
    if (!current || prefersReducedMotion()) return finish(target, Number(wanted));
    fading = current;
    current.style.transition = `opacity ${DIALOG_FADE_MS}ms`;
    current.style.opacity = '0';
    timer = setTimeout(() => finish(target, Number(wanted)), DIALOG_FADE_MS);
  };
  return { show, stop };
}
