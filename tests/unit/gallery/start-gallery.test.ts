import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdlePrefetch } from '../../../shared/runtime/preload/idle-prefetch-signal.ts';
import type { WidgetsApi } from '../../../shared/runtime/start-widgets.ts';
import type { LightboxPlayerClass } from '../../../widgets/gallery/glightbox-api.ts';
import type { LoadedLightbox } from '../../../widgets/gallery/load-lightbox.ts';
import type { GalleryRequest } from '../../../widgets/gallery/open-gallery.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { createDeferred, type Deferred } from '../support/fake-widgets.tsx';
import { settle, startTestWidgets } from '../support/runtime-harness.ts';
import { holdIdleCallbacks, signalIdlePrefetch } from '../support/idle-callbacks.ts';

const mocks = vi.hoisted(() => ({
  loadLightbox: undefined as unknown as (withVideo: boolean) => Promise<LoadedLightbox>,
  notifyError: undefined as unknown as (message: string) => void,
}));

vi.mock('../../../widgets/gallery/load-lightbox.ts', () => ({ loadLightbox: (withVideo: boolean) => mocks.loadLightbox(withVideo) }));
vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: (message: string) => mocks.notifyError(message), notifySuccess: () => {} }));

const WITH_VIDEO = `
<section id="gallery" data-widget="gallery">
  <button type="button" id="first" data-gallery-first>View gallery</button>
  <a id="i1" href="/media/photo-1.svg" data-gallery="image"><img id="i1-img" alt="Photo 1 of 2"></a>
  <a id="i9" href="/media/photo-9.svg" data-gallery="image" data-to-be-deleted><img alt="Pending deletion"></a>
  <a id="i2" href="/media/photo-2.svg" data-gallery="image"><img alt="Photo 2 of 2"></a>
  <a id="v2" href="/media/clip-2.webm" data-gallery="video" data-to-be-deleted><img alt="Pending deletion"></a>
  <a id="v1" href="/media/clip-1.webm" data-gallery="video"><img alt="Video 1 of 1"></a>
  <p id="text">Some text</p>
</section>`;

const IMAGES_ONLY = `
<section id="gallery" data-widget="gallery">
  <button type="button" id="first" data-gallery-first>View gallery</button>
  <a id="i9" href="/media/photo-9.svg" data-gallery="image" data-to-be-deleted><img alt="Pending deletion"></a>
  <a id="i1" href="/media/photo-1.svg" data-gallery="image"><img alt="Photo 1 of 1"></a>
</section>`;

let consoleError: ConsoleErrorSpy;
let api: WidgetsApi;
let loads: Deferred<LoadedLightbox>[];
let loadLightbox: ReturnType<typeof vi.fn<(withVideo: boolean) => Promise<LoadedLightbox>>>;
let requests: GalleryRequest[];
let dispose: ReturnType<typeof vi.fn<() => void>>;
let notifyError: ReturnType<typeof vi.fn<(message: string) => void>>;

/** A lightbox chunk whose openGallery records what it was asked to open. */
function lightboxModule(): LoadedLightbox {
  return {
    openGallery: (request: GalleryRequest) => {
      requests.push(request);
      return { dispose };
    },
    prepare: () => {},
  };
}

async function mount(html: string): Promise<HTMLElement> {
  renderFixture(html);
  api = startTestWidgets({ gallery: () => import('../../../widgets/gallery/index.ts') });
  // Not settle(): it waits on a timer, which the idle tests fake.
  await api.settled();
  return getElement<HTMLElement>('#gallery');
}

function click(selector: string, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  getElement(selector).dispatchEvent(event);
  return event;
}

/** Resolves the pending chunk loads and lets the gallery open. */
async function finishLoading(): Promise<void> {
  for (const load of loads) load.resolve(lightboxModule());
  await settle(api);
  await afterPaint();
}

/**
 * Waits past the next paint: a chunk that answers within the click's own task opens the lightbox
 * only after it, which shows the busy control first (issue 19).
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

beforeEach(() => {
  consoleError = spyOnConsoleError();
  loads = [];
  requests = [];
  dispose = vi.fn<() => void>();
  loadLightbox = vi.fn((_withVideo: boolean) => {
    const load = createDeferred<LoadedLightbox>();
    loads.push(load);
    return load.promise;
  });
  notifyError = vi.fn();
  mocks.loadLightbox = loadLightbox;
  mocks.notifyError = notifyError;
});

afterEach(() => {
  resetPage();
});

describe('the gallery before it is used', () => {
  it('mounts with listeners only: no chunk is fetched and the items stay links', async () => {
    const root = await mount(WITH_VIDEO);
    expect(root.getAttribute('data-widget-state')).toBe('mounted');
    expect(loadLightbox).not.toHaveBeenCalled();
    expect(getElement('#i1').getAttribute('href')).toBe('/media/photo-1.svg');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('fetches the chunk, with the video player on a page with videos, when a gallery control is pointed at or focused', async () => {
    await mount(WITH_VIDEO);
    getElement('#text').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loadLightbox).not.toHaveBeenCalled();
    getElement('#i1-img').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loadLightbox).toHaveBeenLastCalledWith(true);
    getElement('#first').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(loadLightbox).toHaveBeenCalledTimes(2);
  });

  it('fetches the chunk without the video player on a page with images only', async () => {
    await mount(IMAGES_ONLY);
    getElement('#i1').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(loadLightbox).toHaveBeenCalledWith(false);
  });

  it('does not take a pointer over a left-out item as a sign of use', async () => {
    await mount(WITH_VIDEO);
    getElement('#i9').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loadLightbox).not.toHaveBeenCalled();
  });
});

describe('the gallery readying its lightbox when idle', () => {
  afterEach(() => {
    performance.clearMarks(IdlePrefetch.Mark);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('loads nothing before the page has run its idle prefetch, however long the page stays quiet after loading', async () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    await mount(WITH_VIDEO);
    vi.advanceTimersByTime(60_000);
    expect(loadLightbox).not.toHaveBeenCalled();
  });

  it('once the idle prefetch has run, evaluates the lightbox chunk (not the player) in an idle callback of its own and readies it (its stylesheet)', async () => {
    const idle = holdIdleCallbacks();
    await mount(WITH_VIDEO);
    signalIdlePrefetch();
    await vi.waitFor(() => expect(idle.count).toBe(1));
    expect(loadLightbox).not.toHaveBeenCalled();
    idle.runIdle();
    // The lightbox only, even on a page with videos: the player comes on intent.
    expect(loadLightbox).toHaveBeenCalledOnce();
    expect(loadLightbox).toHaveBeenCalledWith(false);
    const prepare = vi.fn();
    loads[0]?.resolve({ ...lightboxModule(), prepare });
    await vi.waitFor(() => expect(prepare).toHaveBeenCalledOnce());
    expect(requests).toEqual([]);
  });

  it('readies it at mount when the idle prefetch ran before, and not once unmounted', async () => {
    const idle = holdIdleCallbacks();
    performance.mark(IdlePrefetch.Mark);
    const root = await mount(WITH_VIDEO);
    await vi.waitFor(() => expect(idle.count).toBe(1));
    api.unmount(root);
    idle.runIdle();
    expect(loadLightbox).not.toHaveBeenCalled();
  });

  it('says nothing when the idle load fails (only a head start), and the next click loads the chunk again and opens', async () => {
    const idle = holdIdleCallbacks();
    await mount(IMAGES_ONLY);
    signalIdlePrefetch();
    await vi.waitFor(() => expect(idle.count).toBe(1));
    idle.runIdle();
    loads[0]?.reject(new TypeError('Failed to fetch dynamically imported module'));
    await settle(api);
    expect(notifyError).not.toHaveBeenCalled();

    click('#i1');
    expect(loadLightbox).toHaveBeenCalledTimes(2);
    await finishLoading();
    expect(requests).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('the gallery opening', () => {
  it('opens the clicked image in the image set, at its place without the left-out items, once the chunk is there', async () => {
    await mount(WITH_VIDEO);
    const event = click('#i2');
    expect(event.defaultPrevented).toBe(true);
    expect(loadLightbox).toHaveBeenCalledWith(false);
    expect(requests).toEqual([]);

    await finishLoading();

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ kind: 'image', index: 1, opener: getElement('#i2') });
    expect(request?.items.map((item) => item.id)).toEqual(['i1', 'i2']);
  });

  it('opens the first video from the first-picture control when the profile has videos', async () => {
    await mount(WITH_VIDEO);
    click('#first');
    expect(loadLightbox).toHaveBeenCalledWith(true);
    await finishLoading();
    expect(requests[0]).toMatchObject({ kind: 'video', index: 0, opener: getElement('#first') });
    expect(requests[0]?.items.map((item) => item.id)).toEqual(['v1']);
  });

  it('hands the lightbox the video player class loaded beside it (no global Plyr)', async () => {
    await mount(WITH_VIDEO);
    click('#v1');
    const Player = class {} as unknown as LightboxPlayerClass;
    loads[0]?.resolve({ ...lightboxModule(), Player });
    await settle(api);
    await afterPaint();
    expect(requests[0]).toMatchObject({ kind: 'video', index: 0 });
    expect(requests[0]?.Player).toBe(Player);
  });

  it('opens the first image from the first-picture control when the profile has no video, skipping left-out items', async () => {
    await mount(IMAGES_ONLY);
    click('#first');
    await finishLoading();
    expect(requests[0]).toMatchObject({ kind: 'image', index: 0 });
    expect(requests[0]?.items.map((item) => item.id)).toEqual(['i1']);
  });

  it('marks the control busy while the chunk loads, and opens one lightbox however often it is clicked meanwhile', async () => {
    await mount(WITH_VIDEO);
    click('#i1');
    expect(getElement('#i1').getAttribute('aria-busy')).toBe('true');
    expect(click('#i1').defaultPrevented).toBe(true);
    expect(click('#i2').defaultPrevented).toBe(true);
    await finishLoading();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.opener).toBe(getElement('#i1'));
    expect(getElement('#i1').hasAttribute('aria-busy')).toBe(false);
  });

  it('opens nothing more while a lightbox is open, and opens again once it has closed', async () => {
    await mount(WITH_VIDEO);
    click('#i1');
    await finishLoading();
    click('#i2');
    await finishLoading();
    expect(requests).toHaveLength(1);

    requests[0]?.onClose();
    click('#i2');
    await finishLoading();
    expect(requests).toHaveLength(2);
    expect(requests[1]).toMatchObject({ kind: 'image', index: 1 });
  });

  it('leaves a Ctrl-, Cmd- or Shift-click on an item to the browser (a new tab), and a left-out item to its link', async () => {
    await mount(WITH_VIDEO);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) expect(click('#i1', init).defaultPrevented).toBe(false);
    expect(click('#i9').defaultPrevented).toBe(false);
    expect(loadLightbox).not.toHaveBeenCalled();
  });

  it("says 'This part of the page could not be loaded. Check your connection and try again.' when the chunk cannot be loaded, and tries again on the next click", async () => {
    await mount(WITH_VIDEO);
    click('#i1');
    loads[0]?.reject(new TypeError('Failed to fetch dynamically imported module'));
    await settle(api);
    expect(notifyError).toHaveBeenCalledWith('This part of the page could not be loaded. Check your connection and try again.');
    expect(getElement('#i1').hasAttribute('aria-busy')).toBe(false);
    expect(requests).toEqual([]);

    click('#i1');
    await finishLoading();
    expect(requests).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('hands the lightbox chunk the page context, and lets the next click try again when nothing could be opened', async () => {
    await mount(WITH_VIDEO);
    click('#i1');
    // openGallery says so and reports the error itself (open-gallery.ts); it opens nothing.
    loads[0]?.resolve({ openGallery: (request: GalleryRequest) => (requests.push(request), null), prepare: () => {} });
    await settle(api);
    await afterPaint();
    expect(requests[0]?.context.widget).toBe('gallery');

    click('#i2');
    await finishLoading();
    expect(requests).toHaveLength(2);
    expect(requests[1]).toMatchObject({ kind: 'image', index: 1 });
  });
});

describe('the gallery unmounting', () => {
  it('closes an open lightbox and stops handling clicks', async () => {
    const root = await mount(WITH_VIDEO);
    click('#i1');
    await finishLoading();
    api.unmount(root);
    expect(dispose).toHaveBeenCalledTimes(1);
    expect(click('#i2').defaultPrevented).toBe(false);
  });

  it('opens nothing when unmounted while the chunk was loading', async () => {
    const root = await mount(WITH_VIDEO);
    click('#i1');
    api.unmount(root);
    await finishLoading();
    expect(requests).toEqual([]);
  });
});
