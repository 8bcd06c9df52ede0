import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useEventListener } from '../hooks/use-event-listener.ts';
import { useAfterIdlePrefetch } from '../lazy/use-after-idle-prefetch.ts';
import { useLazyAction } from '../lazy/use-lazy-action.ts';
import { controlMessages } from '../messages/catalogue/control-messages.ts';
import { messagesFrom } from '../messages/translate.ts';
import { notifyError } from '../notify/notify.ts';
import type { WidgetContext } from '../runtime/widget-definition.ts';
import { findModalTrigger } from './modal-trigger.ts';

const t = messagesFrom(controlMessages);

/** What the first use of a trigger loaded: the modal's part, and the trigger it opens for. */
export interface FirstTriggerResult<Part> {
  readonly part: Part;
  /** Null when loaded at idle: the part renders closed, and its own trigger listeners open it. */
  readonly openedBy: HTMLButtonElement | null;
}

/**
 * Keeps a modal's code out of the page's first download: waits for the first click on one of the
 * modal's triggers, then loads `load` (useLazyAction) and returns what it loaded with the trigger
 * clicked last meanwhile (its review, its focus), or null until then; from then on its listeners are
 * gone and the modal owns its triggers. Pointing at or focusing a trigger starts the load early.
 * Every trigger clicked while loading is `aria-busy` at once (clicks on it meanwhile are ignored);
 * a failed load says so in one toast (none once unmounted) and the next click tries again.
 * Once the page's idle prefetch has run (useAfterIdlePrefetch), it loads `load` in an idle callback
 * and returns it with no trigger, so that a later click only opens the modal (issue 19); a failure
 * then says nothing, and the first click loads as above. A click while that load is in flight waits
 * for the same load and opens the modal for its trigger.
 * `load` must share one load between its callers and forget a failed one (loadOnce).
 */
export function useFirstTrigger<Part>(
  modalId: string,
  load: () => Promise<Part>,
  context: Pick<WidgetContext, 'reportError'>,
): FirstTriggerResult<Part> | null {
  const [loaded, setLoaded] = useState<FirstTriggerResult<Part> | null>(null);
  const [waiting, setWaiting] = useState<readonly HTMLButtonElement[]>([]);
  // Read by clicks that come before a render: the state would lag.
  const pending = useRef<readonly HTMLButtonElement[]>([]);
  const runLazy = useLazyAction(context);
  const target = loaded ? null : document;

  const showWaiting = (triggers: readonly HTMLButtonElement[]) => {
    pending.current = triggers;
    // Outside React's events: rendered at once, so the trigger is busy before the click's task ends.
    flushSync(() => setWaiting(triggers));
  };
  useLayoutEffect(() => {
    for (const trigger of waiting) trigger.setAttribute('aria-busy', 'true');
    return () => {
      for (const trigger of waiting) trigger.removeAttribute('aria-busy');
    };
  }, [waiting]);

  useAfterIdlePrefetch(() => {
    if (loaded || pending.current.length > 0) return;
    runLazy({
      // The visitor has not asked for the modal: a failure is nobody's business until a click.
      load: () => load().catch(() => null),
      act: (part) => {
        // A click that came meanwhile opens the modal when the same load ends (its own act).
        if (part === null || pending.current.length > 0) return;
        // Committed now: the first-click listeners go and the part's own take over in this commit,
        // with no task in between where a click would find neither.
        flushSync(() => setLoaded((current) => current ?? { part, openedBy: null }));
      },
      phase: 'loading the modal',
    });
  });

  const prefetch = (event: Event) => {
    if (findModalTrigger(event.target, modalId)) load().catch(() => undefined);
  };
  useEventListener(target, 'pointerover', prefetch);
  useEventListener(target, 'focusin', prefetch);
  useEventListener(target, 'click', (event) => {
    const trigger = findModalTrigger(event.target, modalId);
    if (!trigger) return;
    // A trigger inside a form must not submit it.
    event.preventDefault();
    const before = pending.current;
    // The trigger clicked last is the one the modal opens for.
    showWaiting([...before.filter((other) => other !== trigger), trigger]);
    if (before.length > 0) return;
    runLazy({
      // A failed load is the visitor's connection, not the widget's fault: a toast, and the next
      // click tries again, rather than a failed root.
      load: () => load().catch(() => null),
      act: (part) => {
        const openedBy = pending.current.at(-1);
        showWaiting([]);
        if (part === null) notifyError(t('partLoadFailed'));
        else if (openedBy) setLoaded({ part, openedBy });
      },
      phase: 'loading the modal',
    });
  });
  return loaded;
}
