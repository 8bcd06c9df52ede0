/**
 * The part of glightbox 3.3.1 the gallery uses, typed from its source (src/js/glightbox.js): its
 * bundled typings give event callbacks no payload and `elements` no item type.
 */

/** One slide as glightbox's `elements` option takes it. Title and description go in with innerHTML. */
export interface LightboxSlide {
  readonly href: string;
  readonly type: 'image' | 'video';
  /** HTML: must be escaped text. */
  readonly title: string;
  /** HTML: must be escaped text. */
  readonly description: string;
  /** Set as a property on the slide's `<img>`: plain text. */
  readonly alt: string;
  readonly zoomable: boolean;
  readonly draggable: boolean;
  readonly videoProvider?: 'local';
}

/** Plyr's class, as glightbox constructs a player: `new Player('#gvideo0', config)`. */
export type LightboxPlayerClass = new (target: string, config: Readonly<Record<string, unknown>>) => unknown;

/**
 * The Plyr settings glightbox passes on: the script and style URLs its source would inject, Plyr's
 * config, and `withPlayer`, which the build's rewrite of its source calls for the class to play a
 * video with instead of looking for a global `Plyr` (scripts/build/glightbox-plyr-rewrites.mjs).
 */
export interface LightboxPlyrOptions {
  readonly css: string;
  readonly js: string;
  readonly config: Readonly<Record<string, unknown>>;
  /** Calls `use` with Plyr's class, at once; throws when there is none. */
  readonly withPlayer: (use: (Player: LightboxPlayerClass) => void) => void;
}

/** The glightbox options the gallery sets (glightbox's defaults hold for the others). */
export interface LightboxOptions {
  readonly elements: readonly LightboxSlide[];
  readonly loop: boolean;
  readonly zoomable: boolean;
  readonly draggable: boolean;
  readonly preload: boolean;
  readonly autoplayVideos: boolean;
  readonly autofocusVideos: boolean;
  readonly keyboardNavigation: boolean;
  readonly closeOnOutsideClick: boolean;
  readonly touchNavigation: boolean;
  readonly openEffect: 'zoom' | 'fade' | 'none';
  readonly closeEffect: 'zoom' | 'fade' | 'none';
  readonly slideEffect: 'slide' | 'fade' | 'zoom' | 'none';
  readonly lightboxHTML: string;
  readonly plyr: LightboxPlyrOptions;
}

/** What glightbox hands to `slide_after_load` listeners. */
export interface LightboxSlideData {
  readonly index: number;
  readonly slideNode: HTMLElement;
}

/** The few members of a Plyr player the gallery touches. */
export interface LightboxPlayer {
  play(): Promise<void> | void | null;
}

/** A glightbox instance, as `GLightbox(options)` returns it. */
export interface LightboxInstance {
  openAt(index: number): void;
  close(): void;
  on(event: 'open' | 'close', callback: () => void): void;
  on(event: 'slide_after_load', callback: (data: LightboxSlideData) => void): void;
  getSlidePlayerInstance(index: number): LightboxPlayer | false;
  /** The lightbox's root (`#glightbox-body`), there from `open` until `close`. */
  readonly modal?: HTMLElement;
  /**
   * glightbox's own listeners (its buttons, its frame, window's resize and keydown, touch), by name:
   * internal state, which its `close()` removes. Undefined before it has built its frame.
   */
  readonly events?: Readonly<Record<string, { destroy(): void }>> | null;
}

/** glightbox's factory. */
export type LightboxFactory = (options: LightboxOptions) => LightboxInstance;
