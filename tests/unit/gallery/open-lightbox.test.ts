import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readGallerySets } from '../../../widgets/gallery/gallery-items.ts';
import { toSlides } from '../../../widgets/gallery/gallery-slides.ts';
import type { GalleryKind } from '../../../widgets/gallery/gallery-markup.ts';
import { LIGHTBOX_STYLE_ID } from '../../../widgets/gallery/lightbox-styles.ts';
import { lightboxPartsHost } from './lightbox-parts-host.ts';
import { dropStyleSheet, isStyleSheetAdopted } from '../../../shared/styles/adopt-style-sheet.ts';
import { adoptedCss } from '../support/adopted-css.ts';
import { getElement, renderFixture, resetPage, setPageConfig } from '../support/dom-fixture.ts';
import { FakeLightbox } from './fake-glightbox.ts';

const glightbox = vi.hoisted(() => ({ instances: [] as unknown[] }));

vi.mock('glightbox/src/js/glightbox.js', () => ({
  default: vi.fn((options: ConstructorParameters<typeof FakeLightbox>[0]) => {
    const instance = new FakeLightbox(options);
    glightbox.instances.push(instance);
    return instance;
  }),
}));

const PAGE = `
<header id="header"><a href="/">Home</a></header>
<main id="main">
  <section id="gallery">
    <button type="button" id="first" data-gallery-first>View gallery</button>
    <a id="i1" href="/media/photo-1.svg" data-gallery="image" title="<b>Luna</b> & co"><img alt="Photo 1 of 2"></a>
    <a id="i2" href="/media/photo-2.svg" data-gallery="image"><img alt="Photo 2 of 2"></a>
    <a id="v1" href="/media/clip-1.webm" data-gallery="video"><img alt="Video 1 of 2"></a>
    <a id="v2" href="/media/clip-3.webm" data-gallery="video"><img alt="Video 2 of 2"></a>
  </section>
</main>
<div id="already-inert" inert>Hidden already</div>
<footer id="footer"><a href="/about">About</a></footer>`;

// The gallery's component renders LightboxParts while the lightbox is open: played here by the host.
let lightbox: ReturnType<typeof lightboxPartsHost>;

function lastLightbox(): FakeLightbox {
  const instance = glightbox.instances.at(-1);
  if (!(instance instanceof FakeLightbox)) throw new Error('glightbox was not created');
  return instance;
}

function dialog(): HTMLElement {
  const modal = lastLightbox().modal;
  if (!modal) throw new Error('the lightbox is not open');
  return modal;
}

function open(kind: GalleryKind, index: number, callbacks: { onOpen?: () => void; onClose?: () => void } = {}) {
  const items = readGallerySets(getElement('#gallery'))[kind];
  const opener = getElement(kind === 'image' ? `#i${index + 1}` : '#first');
  opener.focus();
  lightbox.open({ kind, items, index, opener, onOpen: callbacks.onOpen ?? (() => {}), onClose: callbacks.onClose ?? (() => {}) });
  return { items, opener, instance: lastLightbox() };
}

const flushObservers = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  lightbox = lightboxPartsHost();
  renderFixture(PAGE);
  glightbox.instances.length = 0;
});

afterEach(() => {
  lightbox.dispose();
  lightbox.unmount();
  dropStyleSheet(LIGHTBOX_STYLE_ID);
  resetPage();
});

describe('openLightbox: what glightbox is given', () => {
  it('passes glightbox the set as slides with escaped captions, and opens it at the index asked', () => {
    const { items, instance } = open('image', 1);
    expect(instance.options.elements).toEqual(toSlides('image', items));
    expect(instance.options.elements[0]?.title).toBe('&lt;b&gt;Luna&lt;/b&gt; &amp; co');
    expect(instance.options).toMatchObject({ loop: false, zoomable: true, autoplayVideos: true });
    expect(instance.index).toBe(1);
  });

  it('names the dialog after its set, from the catalogue, which the page config can translate', () => {
    open('video', 0);
    expect(dialog().getAttribute('aria-label')).toBe('Videos');
    lightbox.dispose();
    setPageConfig({ messages: { galleryImagesTitle: 'Fotos', closeLabel: 'Schließen' } });
    open('image', 0);
    expect(dialog().getAttribute('aria-label')).toBe('Fotos');
    expect(dialog().querySelector('.gclose')?.getAttribute('aria-label')).toBe('Schließen');
  });

  it('asks for no animation when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    const { instance } = open('image', 0);
    expect(instance.options).toMatchObject({ openEffect: 'none', closeEffect: 'none', slideEffect: 'none' });
  });

  it("adopts glightbox's stylesheet once as a constructed stylesheet (no <style> text), however often a lightbox opens", () => {
    const before = document.adoptedStyleSheets.length;
    open('image', 0);
    lightbox.dispose();
    open('video', 0);
    expect(isStyleSheetAdopted(LIGHTBOX_STYLE_ID)).toBe(true);
    expect(document.adoptedStyleSheets.length - before).toBeGreaterThanOrEqual(1);
    expect(document.querySelectorAll('style')).toHaveLength(0);
    expect(adoptedCss().some((css) => css.includes('.glightbox-container'))).toBe(true);
  });
});

describe('openLightbox: when glightbox fails', () => {
  it('throws, leaving the page as it was, when glightbox opens nothing (an empty set)', () => {
    const opener = getElement('#first');
    expect(() => lightbox.open({ kind: 'image', items: [], index: 0, opener, onOpen: () => {}, onClose: () => {} })).toThrow(
      'glightbox opened no lightbox for image 0 of 0.',
    );
    expect(getElement('#main').hasAttribute('inert')).toBe(false);
  });

  it('removes what it opened, undoes the rest, gives focus back and rethrows when glightbox throws after it opened', () => {
    const openAt = FakeLightbox.prototype.openAt;
    vi.spyOn(FakeLightbox.prototype, 'openAt').mockImplementation(function (this: FakeLightbox, index: number) {
      openAt.call(this, index);
      throw new Error('resize failed');
    });
    const items = readGallerySets(getElement('#gallery')).image;
    const opener = getElement('#i1');
    expect(() => lightbox.open({ kind: 'image', items, index: 0, opener, onOpen: () => {}, onClose: () => {} })).toThrow('resize failed');
    expect(getElement('#main').hasAttribute('inert')).toBe(false);
    expect(document.getElementById('glightbox-body')).toBeNull();
    expect(document.activeElement).toBe(opener);
    // glightbox's close() would end, animated, after the frame is gone: it is not called.
    expect(lastLightbox().closeCalls).toBe(0);
  });
});

describe('openLightbox: a modal dialog', () => {
  it('is a named modal dialog that takes focus on its close button and tells the widget it opened', () => {
    const onOpen = vi.fn();
    open('image', 0, { onOpen });
    expect(dialog().getAttribute('role')).toBe('dialog');
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(dialog().getAttribute('aria-label')).toBe('Photos');
    expect(document.activeElement).toBe(dialog().querySelector('.gclose'));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('makes the rest of the page inert while open, and gives it back as it was on close', () => {
    const { instance } = open('image', 0);
    for (const id of ['header', 'main', 'footer', 'already-inert']) expect(getElement(`#${id}`).hasAttribute('inert')).toBe(true);
    expect(dialog().hasAttribute('inert')).toBe(false);

    instance.close();

    for (const id of ['header', 'main', 'footer']) expect(getElement(`#${id}`).hasAttribute('inert')).toBe(false);
    expect(getElement('#already-inert').hasAttribute('inert')).toBe(true);
  });

  it('returns focus to the control that opened it once closed (by Escape, the close button or the overlay), then says so', () => {
    const onClose = vi.fn(() => {
      expect(document.activeElement).toBe(getElement('#i2'));
    });
    const { instance, opener } = open('image', 1, { onClose });
    expect(document.activeElement).not.toBe(opener);

    instance.close();

    expect(document.activeElement).toBe(opener);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves focus alone when the opener left the page meanwhile', () => {
    const { instance, opener } = open('image', 0);
    opener.remove();
    instance.close();
    expect(document.activeElement).toBe(document.body);
  });

  it('makes every slide but the current one inert, and marks the arrow greyed out at an end as disabled', async () => {
    const { instance } = open('image', 0);
    const [first, second] = instance.slides();
    const previous = dialog().querySelector('.gprev');
    const next = dialog().querySelector('.gnext');
    expect(first?.hasAttribute('inert')).toBe(false);
    expect(second?.hasAttribute('inert')).toBe(true);
    expect(previous?.getAttribute('aria-disabled')).toBe('true');
    expect(next?.hasAttribute('aria-disabled')).toBe(false);

    instance.show(1);
    await flushObservers();

    expect(first?.hasAttribute('inert')).toBe(true);
    expect(second?.hasAttribute('inert')).toBe(false);
    expect(previous?.hasAttribute('aria-disabled')).toBe(false);
    expect(next?.getAttribute('aria-disabled')).toBe('true');
  });

  it('closes and undoes everything at once when disposed (the widget unmounts), without reporting a close', () => {
    const onClose = vi.fn();
    const { instance } = open('image', 0, { onClose });
    lightbox.dispose();
    expect(instance.closeCalls).toBe(1);
    expect(getElement('#main').hasAttribute('inert')).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does nothing when disposed once glightbox has closed it (the component ends its state on the close, and its cleanup disposes)', () => {
    const onClose = vi.fn();
    const { instance } = open('image', 0, { onClose });
    instance.finishClosing();
    lightbox.dispose();
    expect(instance.closeCalls).toBe(0);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('openLightbox: protected media', () => {
  it('prevents the context menu and drag and drop inside the lightbox, not on the page', () => {
    open('image', 0);
    const image = dialog().querySelector('img')!;
    const contextMenu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    const dragStart = new Event('dragstart', { bubbles: true, cancelable: true });
    image.dispatchEvent(contextMenu);
    image.dispatchEvent(dragStart);
    expect(contextMenu.defaultPrevented).toBe(true);
    expect(dragStart.defaultPrevented).toBe(true);

    const onPage = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    getElement('#footer a').dispatchEvent(onPage);
    expect(onPage.defaultPrevented).toBe(false);
  });

  it('makes the slide images undraggable, those there at opening and those loaded later', () => {
    const { instance } = open('image', 0);
    for (const image of dialog().querySelectorAll('img')) expect(image.draggable).toBe(false);
    const late = document.createElement('img');
    instance.slides()[1]?.querySelector('.gslide-media')?.append(late);
    late.dispatchEvent(new Event('load'));
    expect(late.draggable).toBe(false);
  });
});

describe('openLightbox: media that fail to load', () => {
  it("shows 'Image Not Found' as text in place of an image that failed, and lets glightbox show the slide", () => {
    const { instance } = open('image', 0);
    const slide = instance.slides()[0]!;
    const image = slide.querySelector('img')!;

    image.dispatchEvent(new Event('error'));

    const message = slide.querySelector('.gallery-media-error');
    expect(message?.textContent).toBe('Image Not Found');
    expect(message?.getAttribute('role')).toBe('alert');
    expect(image.classList.contains('gallery-media-failed')).toBe(true);
    // glightbox waits for `load` to hide its spinner and bring the slide in.
    expect(instance.imageLoads).toEqual([0]);
  });

  it("shows 'Something Went Wrong, Please Try Again Later' in place of a video whose source failed", () => {
    const { instance } = open('video', 0);
    const slide = instance.slides()[0]!;

    slide.querySelector('source')!.dispatchEvent(new Event('error'));
    slide.querySelector('video')!.dispatchEvent(new Event('error'));

    const messages = slide.querySelectorAll('.gallery-media-error');
    expect(Array.from(messages, (message) => message.textContent)).toEqual(['Something Went Wrong, Please Try Again Later']);
    expect(slide.querySelector('.gvideo-wrapper')?.classList.contains('gallery-media-failed')).toBe(true);
  });

  it('shows a translated message as text, never as HTML', () => {
    setPageConfig({ messages: { mediaImageNotFound: '<img src=x onerror="window.__canary=1">' } });
    const { instance } = open('image', 0);
    const slide = instance.slides()[0]!;
    slide.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(slide.querySelector('.gallery-media-error')?.textContent).toBe('<img src=x onerror="window.__canary=1">');
    expect(slide.querySelectorAll('img')).toHaveLength(1);
  });

  it('stops watching once closed', () => {
    const { instance } = open('image', 0);
    const image = instance.slides()[0]!.querySelector('img')!;
    const modal = dialog();
    instance.close();
    image.dispatchEvent(new Event('error'));
    expect(modal.querySelector('.gallery-media-error')).toBeNull();
  });

  it('catches a play() the browser refuses, so that no unhandled rejection reaches the page', async () => {
    const { instance } = open('video', 0);
    const refusal = new DOMException('play() failed because the user did not interact', 'NotAllowedError');
    // A plain function: a vi.fn would itself handle the promise it returns (to record its result).
    let calls = 0;
    const player = {
      play: (): Promise<void> => {
        calls += 1;
        return Promise.reject(refusal);
      },
    };
    instance.players[0] = player;
    instance.slideLoaded(0);
    instance.slideLoaded(0);

    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      player.play();
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      process.off('unhandledRejection', unhandled);
    }

    expect(calls).toBe(1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
