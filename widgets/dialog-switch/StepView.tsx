import { useLayoutEffect } from 'react';
import { trackEvent } from '../../shared/analytics/track-event.ts';
import { DIALOG_FADE_MS } from '../../shared/constants.ts';
import { useAttribute } from '../../shared/hooks/use-attribute.ts';
import { useServerElements } from '../../shared/hooks/use-server-elements.ts';
import { useStyleProperty } from '../../shared/hooks/use-style-property.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { DialogStep, DialogSwitchChangeDetail } from './dialog-switcher.ts';

/**
 * Focuses the dialog's first heading among the root's `headings`, or the dialog itself, making it
 * focusable by script only: a focus() call, kept imperative with the tabindex it needs at that moment.
 */
function focusDialog(dialog: HTMLElement, headings: readonly HTMLElement[]): void {
  const target = headings.find((heading) => heading !== dialog && dialog.contains(heading)) ?? dialog;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

/** Props of `<DialogState>`: one server dialog, whether it is hidden, and whether it fades out. */
interface DialogStateProps {
  readonly dialog: HTMLElement;
  readonly hidden: boolean;
  readonly fading: boolean;
}

/**
 * One server dialog's `hidden` and fade (a CSS opacity transition to 0 over DIALOG_FADE_MS), held
 * while mounted; the server's values come back on unmount. The fade goes through the CSSOM
 * (useStyleProperty), which the pages' Content-Security-Policy allows, not a `style` attribute.
 */
function DialogState({ dialog, hidden, fading }: DialogStateProps): null {
  useAttribute(dialog, 'hidden', hidden ? '' : null);
  useStyleProperty(dialog, 'transition', fading ? `opacity ${DIALOG_FADE_MS}ms` : undefined);
  useStyleProperty(dialog, 'opacity', fading ? '0' : undefined);
  return null;
}

/** Props of `<StepView>`: the dialog switch's root, its step under way, context, and how to go on after a fade. */
export interface StepViewProps {
  readonly root: HTMLElement;
  readonly step: DialogStep;
  readonly context: WidgetContext;
  readonly next: (step: DialogStep) => void;
}

/**
 * Renders `step` on the root's dialogs (the dialog switch renders it, loaded with the rest): while
 * it fades, `from` stays the one dialog shown and fades out, then `next` gets the step without the
 * fade; otherwise only `target` is shown and, unless the step is quiet, the focus moves there when
 * it was in `root` (or fell to the body as its dialog hid) and the index is announced (event and
 * analytics). Unmounting stops a fade and gives the dialogs back as the template printed them.
 */
export function StepView({ root, step, context, next }: StepViewProps) {
  const { dialogs, target, index, from } = step;
  const fading = step.fade && from ? from : null;
  const shown = fading ?? target;
  // The server's headings, found once (in document order, as the first of a dialog is wanted).
  const headings = useServerElements(root, 'h1, h2, h3, h4, h5, h6');

  useLayoutEffect(() => {
    if (fading) {
      // The transition starts now, with the timer that ends it, not at the next style update: on a
      // busy page that may come late, and the dialog would still be opaque when the timer hides it.
      void getComputedStyle(fading).opacity;
      const timer = setTimeout(() => next({ ...step, fade: false }), DIALOG_FADE_MS);
      return () => clearTimeout(timer);
    }
    if (step.quiet) return undefined;
    // Read after the dialogs' `hidden` is rendered: focus in a dialog that hid is on the body now.
    const active = document.activeElement;
    if (!active || active === document.body || root.contains(active)) focusDialog(target, headings);
    trackEvent({ category: 'dialog-switch', action: 'show', label: String(index) });
    context.dispatch('change', { index } satisfies DialogSwitchChangeDetail);
    return undefined;
  }, [step]);

  return (
    <>
      {dialogs.map((dialog, key) => (
        <DialogState key={key} dialog={dialog} hidden={dialog !== shown} fading={dialog === fading} />
      ))}
    </>
  );
}
