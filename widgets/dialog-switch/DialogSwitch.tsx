import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useEventListeners } from '../../shared/hooks/use-event-listeners.ts';
import { useServerElements } from '../../shared/hooks/use-server-elements.ts';
import { useLazyAction } from '../../shared/lazy/use-lazy-action.ts';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';
import { dialogSwitchMarkup } from './dialog-switch-markup.ts';
import type { DialogSwitchOptions } from './dialog-switch-options.ts';
import type { DialogStep } from './dialog-switcher.ts';

/**
 * The switching code: a chunk of its own, as the listing page's budget counts everything loaded
 * before the visitor interacts.
 */
const loadSwitcher = () => import('./dialog-switcher.ts');

/** A step with the switching code that picked it and renders it (loaded, then). */
type Step = DialogStep & { readonly switcher: Awaited<ReturnType<typeof loadSwitcher>> };

const TRIGGER_SELECTOR = `[${dialogSwitchMarkup.show}]`;

/**
 * `data-widget="dialog-switch"`, steps of a help box (spec §4): a click on a trigger
 * `[data-dialog-show="N"]` inside the root fades the shown dialog out over DIALOG_FADE_MS (at once
 * for visitors who prefer reduced motion), then shows `[data-dialog-index="N"]` alone, moving the
 * focus there when it was in the box. A second request while fading starts over from the dialog
 * still shown. The step under way is state, rendered on the server's dialogs by StepView, whose
 * code loads with the rest of the switching code when the pointer or the focus enters the box.
 */
export function DialogSwitch({ root, context }: WidgetProps<DialogSwitchOptions>) {
  // null: the dialogs as the server printed them.
  const [step, setStep] = useState<Step | null>(null);
  // The server's dialogs, which do not come and go.
  const dialogs = useServerElements(root, `[${dialogSwitchMarkup.index}]`);
  const runLazy = useLazyAction(context);
  // flushSync: React 19 would wait for its scheduler; the switch shows in the task that made it.
  const render = (next: Step) => flushSync(() => setStep(next));

  const prefetch = () => {
    // A failure here is reported when a trigger is used.
    loadSwitcher().catch(() => {});
  };
  useEventListeners(root, {
    click: (event) => {
      const trigger = event.target instanceof Element ? event.target.closest<HTMLElement>(TRIGGER_SELECTOR) : null;
      if (!trigger || !root.contains(trigger)) return;
      runLazy({
        load: loadSwitcher,
        act: (switcher) => {
          const picked = switcher.pickDialog(dialogs, trigger, dialogSwitchMarkup, context);
          if (picked) render({ ...picked, switcher });
        },
        phase: 'loading its switcher',
      });
    },
    pointerenter: prefetch,
    focusin: prefetch,
  });
  return step && <step.switcher.StepView root={root} step={step} context={context} next={(next) => render({ ...next, switcher: step.switcher })} />;
}
