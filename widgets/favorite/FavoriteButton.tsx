import { useEffect, useRef, useState } from 'react';
import { trackEvent } from '../../shared/analytics/track-event.ts';
import type { FormAnswer } from '../../shared/http/form-answer.ts';
import { loadOnce } from '../../shared/lazy/load-once.ts';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { favoriteMessages } from '../../shared/messages/catalogue/favorite-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { HeartIcon } from './HeartIcon.tsx';
import type { FavoriteOptions } from './favorite-options.ts';
import type { FavoriteToggleOutcome } from './send-favorite-toggle.ts';

/** What the favorite widget dispatches as `widgets:favorite:change`. */
export interface FavoriteChangeDetail {
  readonly dancerId: number;
  readonly favorite: boolean;
}

const t = messagesFrom(favoriteMessages);
const tControl = messagesFrom(controlMessages);

/**
 * The call's code (and the HTTP code under it) loads on first use, out of the page's first download;
 * pointing at or focusing the button starts the load early, so the click rarely waits for it.
 */
const loadSender = loadOnce(() => import('./send-favorite-toggle.ts'));

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

interface FavoriteButtonProps extends FavoriteOptions {
  readonly context: WidgetContext;
}

/** Adds the profile to the visitor's favorites or removes it, one call at a time (spec §4, §7). */
export function FavoriteButton({ dancerId, favorite: initiallyFavorite, context }: FavoriteButtonProps) {
  const [favorite, setFavorite] = useState(initiallyFavorite);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const call = useRef<AbortController | null>(null);
  const hadFocus = useRef(false);

  useEffect(() => () => call.current?.abort(), []);
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

  return (
    <button
      ref={button}
      type="button"
      className={`btn favorite-button ${favorite ? 'btn-outline-danger' : 'btn-primary'}`}
      disabled={busy}
      aria-busy={busy}
      onClick={() => void toggle()}
      onPointerEnter={() => void loadSender().catch(() => undefined)}
      onFocus={() => void loadSender().catch(() => undefined)}
    >
      <HeartIcon solid={favorite} /> <span>{t(favorite ? 'removeFromFavorites' : 'addToFavorites')}</span>
    </button>
  );
}
