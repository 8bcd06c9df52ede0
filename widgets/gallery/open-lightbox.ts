// glightbox's ES source: its published build is UMD, which made esbuild ship CommonJS helpers to every chunk.
import GLightbox from 'glightbox/src/js/glightbox.js';
import { flushSync } from 'react-dom';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { galleryMessages } from '../../shared/messages/catalogue/gallery-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { toSlides } from './gallery-slides.ts';
import type { GalleryKind } from './gallery-markup.ts';
import type { LightboxFactory, LightboxPlayer, LightboxPlayerClass } from './glightbox-api.ts';
import { lightboxOptions, type LightboxTexts } from './lightbox-options.ts';
import { injectLightboxStyles } from './lightbox-styles.ts';
import { prepareToUndoOpening } from './undo-failed-opening.ts';

const control = messagesFrom(controlMessages);
const gallery = messagesFrom(galleryMessages);

// glightbox is a UMD module typed loosely; glightbox-api.ts types what the gallery uses.
const createLightbox = GLightbox as unknown as LightboxFactory;

/** What to show in the lightbox, and whom to tell. */
export interface LightboxRequest {
  readonly kind: GalleryKind;
  /** The set's item links, in page order. */
  readonly items: readonly HTMLAnchorElement[];
  readonly index: number;
  /** The control that opened it: focus goes back there when it closes. */
  readonly opener: HTMLElement;
  /** Plyr's class, which plays a video set's videos (a global `Plyr` never does). */
  readonly Player?: LightboxPlayerClass;
  /**
   * Called with glightbox's root once it is open, before `onOpen`, and with null once glightbox has
   * closed it or the opening has failed after that, before focus goes back to the opener: the
   * caller renders the gallery's parts of the lightbox (LightboxParts: the inert page, the slides'
   * states, failed media's messages) from it. Not called on dispose: the caller is ending it then.
   */
  readonly onShown: (modal: HTMLElement | null) => void;
  /** Called once the lightbox is open. */
  readonly onOpen: () => void;
  /** Called once it has closed and focus is back on the opener. */
  readonly onClose: () => void;
}

/** An open lightbox. */
export interface LightboxSession {
  /** Closes it at once (the widget is unmounting: LightboxParts goes with it); `onClose` is not called. */
  dispose(): void;
}

/**
 * Opens one set in glightbox at `index`, as a modal dialog: named, `aria-modal`, focus on its close
 * button and kept inside, the rest of the page inert, its media protected (through `onShown`'s
 * caller, which renders LightboxParts: also the slides' states and failed media's messages), Escape
 * closing it, focus back on the opener once closed. A video's play() that the browser refuses
 * never surfaces as an unhandled rejection. When opening fails at any step
 * (glightbox, the video player, the steps above), throws, having removed everything the opening
 * added to the page and given focus back to the opener.
 */
export function openLightbox({ kind, items, index, opener, Player, onShown, onOpen, onClose }: LightboxRequest): LightboxSession {
  injectLightboxStyles();
  const texts: LightboxTexts = {
    title: gallery(kind === 'video' ? 'galleryVideosTitle' : 'galleryImagesTitle'),
    close: control('closeLabel'),
    previous: gallery('galleryPrevious'),
    next: gallery('galleryNext'),
  };
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const instance = createLightbox(lightboxOptions(toSlides(kind, items), texts, reducedMotion, Player));
  let disposed = false;
  let shown = false;

  instance.on('open', () => {
    const modal = instance.modal;
    if (!modal) return;
    shown = true;
    // The caller renders LightboxParts: focus on the close button and kept inside, media protected.
    onShown(modal);
    onOpen();
  });
  instance.on('slide_after_load', ({ index: slideIndex }) => catchPlayRejections(instance.getSlidePlayerInstance(slideIndex)));
  instance.on('close', () => {
    if (disposed) return;
    // Closed: a dispose from now on (the component's cleanup as it hears of the close) does nothing.
    disposed = true;
    // Rendered at once (glightbox's close comes outside React's events): the page is no longer
    // inert, so the opener can take focus again.
    flushSync(() => onShown(null));
    if (opener.isConnected) opener.focus();
    onClose();
  });

  const undoOpening = prepareToUndoOpening(instance);
  try {
    instance.openAt(index);
    // glightbox opens nothing, silently, for an empty set: the gallery would wait for a close forever.
    if (!instance.modal) throw new Error(`glightbox opened no lightbox for ${kind} ${index} of ${items.length}.`);
  } catch (error) {
    // glightbox's close() undoes nothing of an opening that has not finished: undone here instead.
    disposed = true;
    if (shown) onShown(null);
    undoOpening();
    if (opener.isConnected) opener.focus();
    throw error;
  }
  return { dispose };

  function dispose(): void {
    if (disposed) return;
    disposed = true;
    instance.close();
  }
}

const guardedPlayers = new WeakSet<LightboxPlayer>();

/**
 * glightbox calls `player.play()` when a video slide comes in and ignores the promise: a refusal
 * (autoplay policy) or a failed source would be an unhandled rejection. The player stays paused
 * with its play button; a failed source shows its message (MediaFailures.tsx).
 */
function catchPlayRejections(player: LightboxPlayer | false): void {
  if (!player || guardedPlayers.has(player)) return;
  guardedPlayers.add(player);
  const play = player.play.bind(player);
  player.play = () => {
    const result = play();
    if (result instanceof Promise) result.catch(() => undefined);
    return result;
  };
}
