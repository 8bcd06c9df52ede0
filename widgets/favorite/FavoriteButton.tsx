import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { trackEvent } from '../../shared/analytics/track-event.ts';
import type { FormAnswer } from '../../shared/http/form-answer.ts';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { favoriteMessages } from '../../shared/messages/catalogue/favorite-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { HeartIcon } from './HeartIcon.tsx';
import { favoriteLook } from './favorite-look.ts';
import type { FavoriteOptions } from './favorite-options.ts';
import { loadFavoriteSender as loadSender } from './load-favorite-sender.ts';
import type { FavoriteToggleOutcome } from './send-favorite-toggle.ts';

/** What the favorite widget dispatches as `widgets:favorite:change`. */
export interface FavoriteChangeDetail {
  readonly dancerId: number;
  readonly favorite: boolean;
}

const t = messagesFrom(favoriteMessages);
const tControl = messagesFrom(controlMessages);

async function sendToggle(dancerId: number, signal: AbortSignal): Promise<FavoriteToggleOutcome> {
  let send: (typeof import('./send-favorite-toggle.ts'))['sendFavoriteToggle'];
  try {
    ({ sendFavoriteToggle: send } = await loadSender());
  } catch {
    return { kind: 'failed', message: tControl('partLoadFailed') };
  }
  return send(dancerId, signal);
}

async function showRefusal(answer: FormAnswer): Promise<void> {
  // Loaded already: the refusal came through the same module.
  (await loadSender()).showFavoriteRefusal(answer);
}

/** The click on the plain first button that loaded FavoriteButton (see mountFavoriteOnFirstClick). */
export interface FavoriteFirstClick {
  /** Whether the replaced button had the focus, which the rendered one then takes. */
  readonly keepFocus: boolean;
}

interface FavoriteButtonProps extends FavoriteOptions {
  readonly context: WidgetContext;
  /** Set when a click loaded the component: it toggles once as it mounts, for that click. */
  readonly firstClick?: FavoriteFirstClick;
}

/**
 * Adds the profile to the visitor's favorites or removes it, one call at a time (spec §4, §7). The
 * call's code loads on first use; pointing at or focusing the button starts the load early.
 */
export function FavoriteButton({ dancerId, favorite: initiallyFavorite, context, firstClick }: FavoriteButtonProps) {
  const [favorite, setFavorite] = useState(initiallyFavorite);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const call = useRef<AbortController | null>(null);
  const hadFocus = useRef(false);

  useEffect(() => () => call.current?.abort(), []);
  // A layout effect runs in the commit on React and Preact alike: the focus moves before the old
  // button's absence is seen, and the click's toggle starts exactly once.
  useLayoutEffect(() => {
    if (!firstClick) return;
    if (firstClick.keepFocus) button.current?.focus();
    void toggle();
  }, []);
  useEffect(() => {
    // A disabled button drops focus; give it back to a keyboard user once the call is over.
    if (!busy && hadFocus.current) button.current?.focus();
  }, [busy]);

  async function toggle(): Promise<void> {
    if (call.current) return;
    const controller = new AbortController();
    call.current = controller;
    hadFocus.current = document.activeElement === button.current;
    setBusy(true);
    try {
      const result = await sendToggle(dancerId, controller.signal);
      if (result.kind === 'aborted' || controller.signal.aborted) return;
      if (result.kind === 'failed') {
        notifyError(result.message);
        return;
      }
      if (result.kind === 'refused') {
        await showRefusal(result.answer);
        return;
      }
      const next = result.favorite;
      setFavorite(next);
      trackEvent({ category: 'favorite', action: next ? 'add' : 'remove', label: String(dancerId) });
      context.dispatch('change', { dancerId, favorite: next } satisfies FavoriteChangeDetail);
    } finally {
      if (!controller.signal.aborted) {
        call.current = null;
        setBusy(false);
      }
    }
  }

  const look = favoriteLook(favorite);
  return (
    <button
      ref={button}
      type="button"
      className={look.buttonClass}
      disabled={busy}
      aria-busy={busy}
      onClick={() => void toggle()}
      onPointerEnter={() => void loadSender().catch(() => undefined)}
      onFocus={() => void loadSender().catch(() => undefined)}
    >
      <HeartIcon solid={favorite} /> <span>{t(look.label)}</span>
    </button>
  );
}
