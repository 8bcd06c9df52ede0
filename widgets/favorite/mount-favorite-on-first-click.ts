import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { createFavoriteButton } from './create-favorite-button.ts';
import type { FavoriteOptions } from './favorite-options.ts';
import { loadFavoriteSender } from './load-favorite-sender.ts';
import type { FavoriteButtonMounter } from './mount-favorite-button.tsx';

const t = messagesFrom(controlMessages);

/** The events that announce a click is coming: the React part (and the call's code) start loading. */
const PREFETCH_EVENTS = ['pointerenter', 'focusin', 'touchstart'] as const;

/**
 * The favorite widget's first chunk, plain DOM: puts a usable button in place of the server's
 * disabled one (the same look, built from `data-favorite`), and keeps React out of the page until
 * the visitor uses it. Pointing at, focusing or touching the button starts loading the React part
 * with `load`; the first click (Enter and Space are clicks) waits for it, renders it and lets it
 * toggle once for that click, keeping the focus. Clicks while it loads are ignored; a failed load
 * says so and the next click tries again. Returns the cleanup: it unmounts the React part or drops a
 * load under way, and puts the server markup back.
 */
export function mountFavoriteOnFirstClick(
  element: HTMLElement,
  options: FavoriteOptions,
  context: WidgetContext,
  load: () => Promise<FavoriteButtonMounter>,
): () => void {
  const serverMarkup = Array.from(element.childNodes);
  const button = createFavoriteButton(options.favorite);
  element.replaceChildren(button);
  let stopped = false;
  let loading = false;
  let unmount: (() => void) | null = null;

  const prefetch = () => {
    load().catch(() => undefined);
    loadFavoriteSender().catch(() => undefined);
  };
  const onClick = () => {
    if (loading) return;
    loading = true;
    button.setAttribute('aria-busy', 'true');
    load()
      .then(
        (mount) => {
          if (stopped) return;
          listen(false);
          button.removeAttribute('aria-busy');
          try {
            unmount = mount(element, options, context);
          } catch (error) {
            context.reportError(error, 'rendering');
          }
        },
        () => {
          button.removeAttribute('aria-busy');
          // Once the root is gone, nobody is waiting for this button any more.
          if (!stopped) notifyError(t('partLoadFailed'));
        },
      )
      .finally(() => {
        loading = false;
      });
  };
  const listen = (on: boolean) => {
    for (const type of PREFETCH_EVENTS) {
      if (on) button.addEventListener(type, prefetch, { passive: true });
      else button.removeEventListener(type, prefetch);
    }
    if (on) button.addEventListener('click', onClick);
    else button.removeEventListener('click', onClick);
  };

  listen(true);
  return () => {
    stopped = true;
    listen(false);
    unmount?.();
    element.replaceChildren(...serverMarkup);
  };
}
