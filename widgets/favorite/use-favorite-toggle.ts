import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { trackEvent } from '../../shared/analytics/track-event.ts';
import { useLazyAction } from '../../shared/lazy/use-lazy-action.ts';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { loadFavoriteSender } from './load-favorite-sender.ts';

/** What the favorite widget dispatches as `widgets:favorite:change`. */
export interface FavoriteChangeDetail {
  readonly dancerId: number;
  readonly favorite: boolean;
}

/** The favorite's state and the click that toggles it. */
export interface FavoriteToggle {
  readonly favorite: boolean;
  /** True from the click until the call's outcome is shown, the call's code loading included. */
  readonly busy: boolean;
  /** `hadFocus`: whether the root had the focus at the click, when it was read before (FavoriteButton's first click). */
  readonly toggle: (hadFocus?: boolean) => void;
}

type Sender = typeof import('./send-favorite-toggle.ts');

const t = messagesFrom(controlMessages);

/** The call's code, or null when it could not be loaded: the click says so, and the next one tries again. */
const loadSenderOrNull = () => loadFavoriteSender().catch(() => null);

/**
 * Adds the profile to the visitor's favorites or removes it, one call at a time (spec §4, §7). A
 * click is busy at once, while the call's code (a lazy chunk) may still be on the way; clicks until
 * the outcome is shown send nothing. The call is aborted with the root. `button` gets the focus
 * back after the call when `root` had it at the click (a disabled button drops it; the root, not the
 * button: the first click lands on the adopted server button, FavoriteButton).
 */
export function useFavoriteToggle(
  dancerId: number,
  initiallyFavorite: boolean,
  context: WidgetContext,
  root: HTMLElement,
  button: RefObject<HTMLButtonElement | null>,
): FavoriteToggle {
  const [favorite, setFavorite] = useState(initiallyFavorite);
  const [busy, setBusy] = useState(false);
  const call = useRef<AbortController | null>(null);
  const runLazy = useLazyAction(context);
  useLayoutEffect(() => () => call.current?.abort(), []);

  async function send(sender: Sender | null, controller: AbortController, hadFocus: boolean): Promise<void> {
    const result = sender ? await sender.sendFavoriteToggle(dancerId, controller.signal) : { kind: 'failed' as const, message: t('partLoadFailed') };
    if (result.kind === 'aborted' || controller.signal.aborted) return;
    if (result.kind === 'failed') notifyError(result.message);
    else if (result.kind === 'refused') sender?.showFavoriteRefusal(result.answer);
    call.current = null;
    // Rendered now, so that the button is enabled again when it takes the focus back.
    flushSync(() => {
      setBusy(false);
      if (result.kind === 'state') setFavorite(result.favorite);
    });
    if (hadFocus) button.current?.focus();
    if (result.kind !== 'state') return;
    trackEvent({ category: 'favorite', action: result.favorite ? 'add' : 'remove', label: String(dancerId) });
    context.dispatch('change', { dancerId, favorite: result.favorite } satisfies FavoriteChangeDetail);
  }

  function toggle(hadFocus = root.contains(document.activeElement)): void {
    // Set before anything renders: a double click sends one request.
    if (call.current) return;
    const controller = new AbortController();
    call.current = controller;
    setBusy(true);
    runLazy({
      // A failed load is the visitor's toast (send), not a failure of the widget: the next click tries again.
      load: loadSenderOrNull,
      act: (sender) => void send(sender, controller, hadFocus).catch((error: unknown) => context.reportError(error, 'sending the favorite')),
      phase: 'sending the favorite',
    });
  }

  return { favorite, busy, toggle };
}
