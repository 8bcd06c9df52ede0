import { watchSelectCommit } from '../../shared/forms/select-commit.ts';
import { loadOnce } from '../../shared/lazy/load-once.ts';
import { observeBodyClasses } from '../../shared/page/body-classes.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { SwitchOptions } from './switch-options.ts';
import { ariaAttributeOf, isSwitchOn } from './switch-state.ts';

/**
 * Loads what using a switch does, once per page. It is a chunk of its own: the listing page's
 * budget counts everything loaded before the visitor interacts.
 */
const loadActivation = loadOnce(() => import('./activate-switch.ts'));

/** A pointer coming near or focus arriving: the activation code starts loading before the click. */
const INTENT_EVENTS = ['pointerenter', 'pointerdown', 'focusin'] as const;

/**
 * Mounts one switch control (the widget's mount). Its `aria-pressed`/`aria-expanded` follows the
 * body's classes whoever changes them, so every control of a switch stays in step; using it (a
 * click, or a committed choice of the language select) runs `activateSwitch`. Returns the undo
 * function.
 */
export function bindSwitch(control: HTMLElement, options: SwitchOptions, context: WidgetContext): () => void {
  const select = options.switch === 'language' && control instanceof HTMLSelectElement ? control : null;
  if (options.switch === 'language' && !select && options.value === undefined) {
    throw new Error('a language switch is a <select> of languages or a button with data-value="<language code>"');
  }
  const aria = ariaAttributeOf(options.switch);
  let stopDismissal: (() => void) | null = null;
  let mounted = true;

  const sync = () => {
    if (!aria) return;
    const on = isSwitchOn(options);
    control.setAttribute(aria, String(on));
    if (!on && stopDismissal) {
      stopDismissal();
      stopDismissal = null;
    }
  };
  const prefetch = () => {
    // A failure here is reported when the control is used.
    loadActivation().catch(() => {});
  };
  const use = () => {
    loadActivation().then(
      ({ activateSwitch }) => {
        if (!mounted) return;
        const stop = activateSwitch(control, options, context);
        if (stop) {
          stopDismissal?.();
          stopDismissal = stop;
        }
        sync();
      },
      (error: unknown) => context.reportError(error, 'loading its actions'),
    );
  };

  sync();
  for (const type of INTENT_EVENTS) control.addEventListener(type, prefetch);
  let stopUsing = () => control.removeEventListener('click', use);
  if (select) stopUsing = watchSelectCommit(select, use);
  else control.addEventListener('click', use);
  const stopObserving = aria ? observeBodyClasses(sync) : null;
  return () => {
    mounted = false;
    for (const type of INTENT_EVENTS) control.removeEventListener(type, prefetch);
    stopUsing();
    stopObserving?.();
    stopDismissal?.();
  };
}
