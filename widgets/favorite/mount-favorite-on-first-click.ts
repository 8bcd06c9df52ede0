import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { favoriteMessages } from '../../shared/messages/catalogue/favorite-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { createFavoriteButton } from './create-favorite-button.ts';
import { favoriteLook } from './favorite-look.ts';
import type { FavoriteOptions } from './favorite-options.ts';
import { loadFavoriteSender } from './load-favorite-sender.ts';
import type { FavoriteButtonMounter } from './mount-favorite-button.tsx';

const t = messagesFrom(controlMessages);

/** The events that announce a click is coming: the React part (and the call's code) start loading. */
const PREFETCH_EVENTS = ['pointerenter', 'focusin', 'touchstart'] as const;

/** The server button's class when not a favorite and when one, compared to decide whether it can be adopted as it is. */
const [PLAIN_CLASS, FAVORITE_CLASS] = [favoriteLook(false).buttonClass, favoriteLook(true).buttonClass];

const tFavorite = messagesFrom(favoriteMessages);
/** The label the button must show: the page config may translate it, and then a server button in another language is rebuilt. */
const labelOf = (favorite: boolean): string => tFavorite(favorite ? 'removeFromFavorites' : 'addToFavorites');

/** One root's plain first button, found from an event's target through `firstButtons`. */
interface FirstButton {
  readonly element: HTMLElement;
  readonly button: HTMLButtonElement;
  readonly options: FavoriteOptions;
  readonly context: WidgetContext;
  readonly load: () => Promise<FavoriteButtonMounter>;
  loading: boolean;
  stopped: boolean;
  /** Unmounts the React part, once the first click has rendered it. */
  unmount: (() => void) | null;
}

// One set of listeners on the document serves every root (a listing has hundreds): a root costs
// one record here instead of five listeners and their closures. Capture, so that a page script
// that stops an event's propagation cannot break the button, and non-bubbling pointerenter counts.
const firstButtons = new WeakMap<Element, FirstButton>();
let listening = false;

function findFirstButton(event: Event): FirstButton | undefined {
  const target = event.target;
  const button = target instanceof Element ? target.closest('button') : null;
  return button ? firstButtons.get(button) : undefined;
}

function onPrefetch(event: Event): void {
  const first = findFirstButton(event);
  if (!first) return;
  first.load().catch(() => undefined);
  loadFavoriteSender().catch(() => undefined);
}

function onClick(event: Event): void {
  const first = findFirstButton(event);
  if (!first || first.loading) return;
  first.loading = true;
  const { button } = first;
  button.setAttribute('aria-busy', 'true');
  first
    .load()
    .then(
      (mount) => {
        if (first.stopped) return;
        firstButtons.delete(button);
        button.removeAttribute('aria-busy');
        try {
          first.unmount = mount(first.element, first.options, first.context);
        } catch (error) {
          first.context.reportError(error, 'rendering');
        }
      },
      () => {
        button.removeAttribute('aria-busy');
        // Once the root is gone, nobody is waiting for this button any more.
        if (!first.stopped) notifyError(t('partLoadFailed'));
      },
    )
    .finally(() => {
      first.loading = false;
    });
}

function listenOnce(): void {
  if (listening) return;
  listening = true;
  for (const type of PREFETCH_EVENTS) document.addEventListener(type, onPrefetch, { capture: true, passive: true });
  document.addEventListener('click', onClick, true);
}

/**
 * The favorite widget's first chunk, plain DOM: makes the server's disabled button usable (it adopts
 * it when it has the look of `data-favorite`, otherwise puts a built one with that look in its
 * place), and keeps React out of the page until the visitor uses it. Pointing at, focusing or
 * touching the button starts loading the React part with `load`; the first click (Enter and Space
 * are clicks) waits for it, renders it and lets it toggle once for that click, keeping the focus.
 * Clicks while it loads are ignored; a failed load says so and the next click tries again. Returns
 * the cleanup: it unmounts the React part or drops a load under way, and puts the server markup back.
 */
export function mountFavoriteOnFirstClick(
  element: HTMLElement,
  options: FavoriteOptions,
  context: WidgetContext,
  load: () => Promise<FavoriteButtonMounter>,
): () => void {
  listenOnce();
  const server = element.firstElementChild;
  // Adopting the server's button costs no DOM rebuild (issue 10: it was most of a listing's mount).
  const adopted =
    server instanceof HTMLButtonElement && element.childElementCount === 1 && server.className === (options.favorite ? FAVORITE_CLASS : PLAIN_CLASS) &&
    server.lastElementChild?.textContent === labelOf(options.favorite);
  const serverMarkup = adopted ? null : Array.from(element.childNodes);
  const wasDisabled = adopted && server.disabled;
  const button = adopted ? server : createFavoriteButton(options.favorite);
  if (adopted) button.disabled = false;
  else element.replaceChildren(button);
  const first: FirstButton = { element, button, options, context, load, loading: false, stopped: false, unmount: null };
  firstButtons.set(button, first);
  return () => {
    first.stopped = true;
    firstButtons.delete(button);
    first.unmount?.();
    if (serverMarkup) {
      element.replaceChildren(...serverMarkup);
      return;
    }
    button.removeAttribute('aria-busy');
    button.disabled = wasDisabled;
  };
}
