import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readGallerySets } from '../../../widgets/gallery/gallery-items.ts';
import type { GalleryKind } from '../../../widgets/gallery/gallery-markup.ts';
import type { LightboxPlayerClass } from '../../../widgets/gallery/glightbox-api.ts';
import { LIGHTBOX_STYLE_ID } from '../../../widgets/gallery/lightbox-styles.ts';
import type { LightboxRequest } from '../../../widgets/gallery/open-lightbox.ts';
import { lightboxPartsHost } from './lightbox-parts-host.ts';
import { dropStyleSheet } from '../../../shared/styles/adopt-style-sheet.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';

// glightbox itself (its source as the build rewrites it, see vitest.config.ts), not a stand-in: the
// failure is in what its open() leaves behind when it throws before it has finished.

const PAGE = `
<header id="header"><a href="/">Home</a></header>
<main id="main">
  <section id="gallery">
    <a id="i1" href="/media/photo-1.svg" data-gallery="image"><img alt="Photo 1 of 1"></a>
    <a id="v1" href="/media/clip-1.webm" data-gallery="video"><img alt="Video 1 of 1"></a>
  </section>
</main>
<div id="hidden-already" aria-hidden="true">Decoration</div>
<footer id="footer"><a href="/about">About</a></footer>`;

/** Stands for Plyr: records what it was asked to play, and is ready at once as Plyr becomes. */
class FakePlayer {
  static readonly made: { target: string; config: unknown }[] = [];
  constructor(target: string, config: unknown) {
    FakePlayer.made.push({ target, config });
  }
  on(event: string, callback: (event: { detail: { plyr: FakePlayer } }) => void): void {
    if (event === 'ready') callback({ detail: { plyr: this } });
  }
  play(): void {}
  pause(): void {}
}

/** A Plyr that fails to set up the video, as a broken player (or a non-constructor) would. */
class FailingPlayer {
  constructor() {
    throw new TypeError('Plyr is not a constructor');
  }
}

const asPlayerClass = (player: unknown) => player as LightboxPlayerClass;

// The gallery's component renders LightboxParts while the lightbox is open: played here by the host.
let lightbox: ReturnType<typeof lightboxPartsHost>;

/** What a lightbox changes outside its own frame. */
function pageLockState() {
  const { documentElement: html, body } = document;
  return {
    htmlClass: html.className,
    bodyClass: body.className,
    bodyStyle: body.getAttribute('style'),
    hidden: Array.from(body.children, (child) => `${child.id}:${child.getAttribute('aria-hidden')}:${child.hasAttribute('inert')}`),
    frames: document.querySelectorAll('.glightbox-container').length,
  };
}

/** Every listener added to window or document from now on, and whether it was removed since. */
function watchGlobalListeners() {
  const added: { target: string; type: string; listener: unknown; removed: boolean }[] = [];
  for (const [name, target] of [
    ['window', window],
    ['document', document],
  ] as const) {
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type: string, listener: unknown, options?: unknown) => {
      added.push({ target: name, type, listener, removed: false });
      add(type, listener as EventListener, options as AddEventListenerOptions);
    });
    vi.spyOn(target, 'removeEventListener').mockImplementation((type: string, listener: unknown, options?: unknown) => {
      for (const entry of added) if (entry.target === name && entry.type === type && entry.listener === listener) entry.removed = true;
      remove(type, listener as EventListener, options as EventListenerOptions);
    });
  }
  return () => added.filter((entry) => !entry.removed).map((entry) => `${entry.target} ${entry.type}`);
}

function request(kind: GalleryKind, overrides: Partial<LightboxRequest> = {}): Omit<LightboxRequest, 'onShown'> {
  const items = readGallerySets(getElement('#gallery'))[kind];
  return { kind, items, index: 0, opener: getElement(kind === 'image' ? '#i1' : '#v1'), onOpen: () => {}, onClose: () => {}, ...overrides };
}

beforeEach(() => {
  lightbox = lightboxPartsHost();
  renderFixture(PAGE);
  document.documentElement.className = 'page-own';
  document.body.className = 'profile';
  FakePlayer.made.length = 0;
  // No animations: glightbox's close ends at once (happy-dom fires no animationend).
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
});

afterEach(() => {
  lightbox.dispose();
  lightbox.unmount();
  dropStyleSheet(LIGHTBOX_STYLE_ID);
  document.documentElement.className = '';
  document.body.className = '';
  resetPage();
});

describe('openLightbox with glightbox: a failure while it opens', () => {
  it('a video player that throws before glightbox has finished opening: the frame, classes, aria-hidden and listeners go, focus returns to the item, the error is rethrown', () => {
    const before = pageLockState();
    const opener = getElement('#v1');
    opener.focus();
    const listeners = watchGlobalListeners();

    expect(() => lightbox.open(request('video', { Player: asPlayerClass(FailingPlayer) }))).toThrow('Plyr is not a constructor');

    expect(pageLockState()).toEqual(before);
    expect(document.documentElement.classList.contains('glightbox-open')).toBe(false);
    expect(document.getElementById('glightbox-body')).toBeNull();
    expect(listeners()).toEqual([]);
    expect(document.activeElement).toBe(opener);
  });

  it("a failure after glightbox has opened (the gallery's own open step): the inert page, the focus trap and glightbox's state are undone at once, and close is never reported", () => {
    const before = pageLockState();
    const onClose = vi.fn();
    const listeners = watchGlobalListeners();
    const onOpen = () => {
      // By now the page is inert and focus is on the dialog's Close button.
      expect(getElement('#main').hasAttribute('inert')).toBe(true);
      expect(document.activeElement?.classList.contains('gclose')).toBe(true);
      throw new Error('open step failed');
    };

    expect(() => lightbox.open(request('image', { onOpen, onClose }))).toThrow('open step failed');

    expect(pageLockState()).toEqual(before);
    expect(listeners()).toEqual([]);
    expect(document.activeElement).toBe(getElement('#i1'));
    expect(onClose).not.toHaveBeenCalled();
    // Escape on the page reaches nothing left of the lightbox.
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', keyCode: 27, bubbles: true }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a video set opened without its player fails the same way, never falling back on a global Plyr', () => {
    const before = pageLockState();
    const globalPlyr = vi.fn();
    vi.stubGlobal('Plyr', globalPlyr);
    expect(() => lightbox.open(request('video'))).toThrow('The video player (Plyr) was not loaded for this video set.');
    expect(globalPlyr).not.toHaveBeenCalled();
    expect(pageLockState()).toEqual(before);
  });

  it('opens normally after a failure, and its close gives the page back as it was', () => {
    const before = pageLockState();
    expect(() => lightbox.open(request('video', { Player: asPlayerClass(FailingPlayer) }))).toThrow();
    const onClose = vi.fn();

    lightbox.open(request('video', { Player: asPlayerClass(FakePlayer), onClose }));

    expect(document.querySelectorAll('.glightbox-container')).toHaveLength(1);
    expect(document.documentElement.classList.contains('glightbox-open')).toBe(true);
    expect(getElement('#main').hasAttribute('inert')).toBe(true);
    getElement<HTMLButtonElement>('#glightbox-body .gclose').click();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(pageLockState()).toEqual(before);
    expect(document.activeElement).toBe(getElement('#v1'));
  });
});

describe('openLightbox with glightbox: the video player', () => {
  it('plays videos with the Plyr class given, never a global Plyr (a page element named Plyr), and injects no script or stylesheet', () => {
    const namedElement = document.createElement('a');
    vi.stubGlobal('Plyr', namedElement);
    const headBefore = document.head.innerHTML;

    lightbox.open(request('video', { Player: asPlayerClass(FakePlayer) }));

    expect(FakePlayer.made).toEqual([{ target: '#gvideo0', config: expect.objectContaining({ muted: true, loadSprite: false }) }]);
    expect(document.querySelector('#glightbox-body .gslide.current video source')?.getAttribute('src')).toMatch(/\/media\/clip-1\.webm$/);
    expect(document.head.innerHTML).toBe(headBefore);
  });
});
