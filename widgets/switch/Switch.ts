import { useEffect, useLayoutEffect, useState, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { useAttribute } from '../../shared/hooks/use-attribute.ts';
import { useEventListeners } from '../../shared/hooks/use-event-listeners.ts';
import { useSelectCommit } from '../../shared/hooks/use-select-commit.ts';
import { afterIdlePrefetch } from '../../shared/lazy/after-idle-prefetch.ts';
import { loadOnce } from '../../shared/lazy/load-once.ts';
import { useLazyAction } from '../../shared/lazy/use-lazy-action.ts';
import { observeBodyClasses } from '../../shared/page/body-classes.ts';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';
import type { SwitchOptions } from './switch-options.ts';
import { ariaAttributeOf, isSwitchOn } from './switch-state.ts';

/**
 * What using a switch does: a chunk of its own, as the listing page's budget counts everything
 * loaded before the visitor interacts. Shared by every switch of the page, and held once there
 * (`loaded`), so that a use then acts in its own task.
 */
const loadActivation = loadOnce(() => import('./activate-switch.ts'));

/**
 * `data-widget="switch"` on the server's control (spec §2, §4). Its `aria-pressed`/`aria-expanded`
 * renders the switch's state, which is the body's classes whoever changes them, so every control
 * of a switch stays in step; using it (a click, or a committed choice of the language select)
 * runs `activateSwitch`. While a panel this control opened is open, Escape or a press outside
 * closes it (PanelDismissal, which the activation code gives and this renders). Used before its
 * activation code is there, the control is `aria-busy` at once (issue 19: feedback within a frame
 * on a phone), and further uses until it arrives do nothing: a second tap must not close the panel
 * the first one opens. The code is evaluated when the page is idle after its idle prefetch (not
 * under Save-Data or on 2g), so that a tap after that acts in its own task, with no promise or
 * frame between the tap and the panel. Renders no markup: the control is the server's.
 */
export function Switch({ root, options, context }: WidgetProps<SwitchOptions>): ReactElement | null {
  const language = options.switch === 'language';
  const select = language && root instanceof HTMLSelectElement ? root : null;
  if (language && !select && options.value === undefined) {
    throw new Error('a language switch is a <select> of languages or a button with data-value="<language code>"');
  }
  const aria = ariaAttributeOf(options.switch);
  const [on, setOn] = useState(() => isSwitchOn(options));
  // Rendered at once (React 19 would wait for its scheduler): the control shows the new state, and
  // a panel's listeners are there, before the next task.
  const sync = () => flushSync(() => setOn(isSwitchOn(options)));
  // What listens for Escape and outside presses while the panel this control opened is open (null: none).
  const [dismissal, setDismissal] = useState<ReactElement | null>(null);
  const runLazy = useLazyAction(context);
  // Waiting for the activation code. A click's update renders before the click's task ends (in a
  // microtask; React 19 gives it the sync lane): the next frame shows it, and the next click's
  // handler (the latest render's) finds it. No flushSync or ref: the page's gate has no room left.
  const [busy, setBusy] = useState(false);
  useAttribute(busy ? root : null, 'aria-busy', 'true');

  const prefetch = () => {
    // A failure here is reported when the control is used.
    loadActivation().catch(() => {});
  };
  const use = () => {
    if (busy) return;
    // There already (readied when idle): acts now, in the tap's task, with nothing to wait for.
    const { loaded } = loadActivation;
    if (!loaded) setBusy(true);
    runLazy({
      load: loadActivation,
      loaded,
      act: ({ activateSwitch }) => {
        const started = activateSwitch(root, options, context);
        flushSync(() => {
          setBusy(false);
          setDismissal(started);
          // A view control is the view shown once used: pressed now, the listing after the paint.
          setOn(options.switch === 'view' || isSwitchOn(options));
        });
      },
      recover: () => setBusy(false),
      phase: 'loading its actions',
    });
  };
  // A pointer coming near (a finger enters as it lands: pointerdown would add nothing but bytes the
  // page's gate lacks) or focus arriving: the activation code starts loading before the click.
  useEventListeners(root, { pointerenter: prefetch, focusin: prefetch, ...(!select && { click: use }) });
  useSelectCommit(select, use);
  // Evaluated ahead, once the page is idle after its idle prefetch (the prefetch only fetched it).
  useEffect(() => afterIdlePrefetch(prefetch), []);

  // Layout effects, so that all works by the time the root is marked mounted (Preact runs plain
  // effects a frame later). The body's classes are watched: another control or script may change them.
  useLayoutEffect(() => (aria ? observeBodyClasses(sync) : undefined), [aria]);
  // The control is the server's: its state attribute is rendered on it (a language control has none).
  useAttribute(aria && root, aria ?? '', String(on));
  useLayoutEffect(() => {
    // Closed, by whomever: the next opening is another control's or another click's.
    if (!on) setDismissal(null);
  }, [on]);
  return on ? dismissal : null;
}
