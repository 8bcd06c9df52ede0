import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AD_SLOT_LOAD_MARGIN_PX } from '../../../shared/constants.ts';
import { mountComponent } from '../../../shared/runtime/render-widget.tsx';
import type { WidgetContext } from '../../../shared/runtime/widget-definition.ts';
import type { AdSlotOptions } from '../../../widgets/ad-slot/ad-slot-options.ts';
import { CROSS_ORIGIN_AD_FRAME_SANDBOX, SAME_ORIGIN_AD_FRAME_SANDBOX } from '../../../widgets/ad-slot/ad-frame-sandbox.ts';
import { AdSlot, MOBILE_MEDIA_QUERY } from '../../../widgets/ad-slot/AdSlot.tsx';
import { leaveAdSlotPage, stubAdSlotPage, type AdSlotPage } from '../support/ad-slot-page.ts';
import type { ConsoleErrorSpy } from '../support/console-spy.ts';
import { getElement, renderFixture, setPageConfig } from '../support/dom-fixture.ts';
import { liveObservers, stubViewport, type FakeIntersectionObserver } from './viewport-stubs.ts';

const DESKTOP = 1280;
const MOBILE = 375;

let observers: FakeIntersectionObserver[];
let framePages: AdSlotPage['framePages'];
let consoleError: ConsoleErrorSpy;

beforeEach(() => ({ consoleError, observers, framePages } = stubAdSlotPage()));
afterEach(() => leaveAdSlotPage({ framePages }));

/** Mounts the component on `root` as the runtime does (`markup: 'component'`); returns the unmount function. */
function startAdSlot(root: HTMLElement, options: AdSlotOptions, context: WidgetContext): () => void {
  return mountComponent(AdSlot, 'component', { root, options, context });
}

/** A context whose dispatch records `[name, detail]`, as the runtime's would fire them on the root. */
function createContext() {
  const dispatched: [string, unknown][] = [];
  const context: WidgetContext = {
    widget: 'ad-slot',
    reportError: vi.fn(),
    reportProblem: vi.fn(),
    dispatch: (name, detail) => dispatched.push([name, detail]),
  };
  return { context, dispatched };
}

/** Puts one slot root on the page and starts it; returns the root, the stop function and the events. */
function startSlot(options: AdSlotOptions, inner = '') {
  renderFixture(`<div id="slot" data-widget="ad-slot">${inner}</div>`);
  const root = getElement('#slot');
  const { context, dispatched } = createContext();
  const stop = startAdSlot(root, options, context);
  return { root, stop, dispatched };
}

/** The frame a slot inserted, or null. */
function frameOf(root: HTMLElement): HTMLIFrameElement | null {
  return root.querySelector('iframe');
}

describe('which slots show at which viewport width', () => {
  it('asks the browser about the spec breakpoint, (max-width: 575.98px)', () => {
    const viewport = stubViewport(DESKTOP);
    startSlot({ zone: 1001, size: '728x90' });

    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 575.98px)');
    expect(viewport.queries).toEqual(['(max-width: 575.98px)']);
  });

  it.each([
    ['320x100', MOBILE, true],
    ['320x250', MOBILE, true],
    ['728x90', MOBILE, false],
    ['950x250', MOBILE, false],
    ['250x250', MOBILE, false],
    ['320x100', 576, false],
    ['320x250', 576, false],
    ['728x90', 576, true],
    ['950x250', 576, true],
    ['250x250', 576, true],
  ] as const)('a %s slot at %ipx wide is shown: %s', (size, width, shown) => {
    stubViewport(width);
    const { root } = startSlot({ zone: 7, size });

    expect(root.hidden).toBe(!shown);
    expect(root.style.display).toBe(shown ? '' : 'none');
  });

  it('counts 575px as mobile and 576px as desktop', () => {
    stubViewport(575);
    expect(startSlot({ zone: 1, size: '320x100' }).root.hidden).toBe(false);
    stubViewport(576);
    expect(startSlot({ zone: 1, size: '320x100' }).root.hidden).toBe(true);
  });

  it('reserves the exact size of a shown slot before any frame exists', () => {
    stubViewport(DESKTOP);
    const { root } = startSlot({ zone: 1003, size: '950x250' });

    expect(frameOf(root)).toBeNull();
    expect(root.style.width).toBe('950px');
    expect(root.style.height).toBe('250px');
    expect(root.style.maxWidth).toBe('100%');
  });

  it('reserves no space for a hidden slot and watches nothing for it', () => {
    stubViewport(DESKTOP);
    const { root } = startSlot({ zone: 2004, size: '320x250' });

    expect(root.hidden).toBe(true);
    expect(root.style.display).toBe('none');
    expect(liveObservers(observers)).toEqual([]);
  });

  it('switches slots when the window is resized across the breakpoint, both ways', () => {
    const viewport = stubViewport(DESKTOP);
    renderFixture('<div id="desktop"></div><div id="mobile"></div>');
    const desktop = getElement('#desktop');
    const mobile = getElement('#mobile');
    startAdSlot(desktop, { zone: 1001, size: '728x90' }, createContext().context);
    startAdSlot(mobile, { zone: 2001, size: '320x100' }, createContext().context);
    expect([desktop.hidden, mobile.hidden]).toEqual([false, true]);
    expect([...liveObservers(observers).flatMap((observer) => [...observer.targets])]).toEqual([desktop]);

    act(() => viewport.resize(MOBILE));
    expect([desktop.hidden, mobile.hidden]).toEqual([true, false]);
    expect(mobile.style.display).toBe('');
    expect(desktop.style.display).toBe('none');
    expect([...liveObservers(observers).flatMap((observer) => [...observer.targets])]).toEqual([mobile]);

    act(() => viewport.resize(DESKTOP));
    expect([desktop.hidden, mobile.hidden]).toEqual([false, true]);
    expect([...liveObservers(observers).flatMap((observer) => [...observer.targets])]).toEqual([desktop]);
  });

  it('keeps a loaded frame, hidden, when its slot becomes inactive, and shows it again without reloading', () => {
    const viewport = stubViewport(DESKTOP);
    const { root } = startSlot({ zone: 1001, size: '728x90' });
    act(() => observers[0]?.report(true));
    const frame = frameOf(root);
    expect(frame).not.toBeNull();

    act(() => viewport.resize(MOBILE));
    expect(root.hidden).toBe(true);
    expect(frameOf(root)).toBe(frame);
    expect(liveObservers(observers)).toEqual([]);

    act(() => viewport.resize(DESKTOP));
    expect(root.hidden).toBe(false);
    expect(frameOf(root)).toBe(frame);
    expect(liveObservers(observers)).toEqual([]);
  });
});

describe('loading the frame near the viewport', () => {
  beforeEach(() => {
    stubViewport(DESKTOP);
  });

  it(`watches the slot with a ${AD_SLOT_LOAD_MARGIN_PX}px root margin and inserts no frame before it is near`, () => {
    const { root } = startSlot({ zone: 1002, size: '728x90' });

    expect(AD_SLOT_LOAD_MARGIN_PX).toBe(200);
    expect(observers).toHaveLength(1);
    expect(observers[0]?.options).toEqual({ rootMargin: '200px' });
    expect([...(observers[0]?.targets ?? [])]).toEqual([root]);
    expect(frameOf(root)).toBeNull();

    act(() => observers[0]?.report(false));
    expect(frameOf(root)).toBeNull();
  });

  it('inserts the frame once the slot comes near, then stops watching', () => {
    const { root } = startSlot({ zone: 1002, size: '728x90' });
    act(() => observers[0]?.report(true));

    const frames = root.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(observers[0]?.disconnected).toBe(true);
    act(() => observers[0]?.report(true));
    expect(root.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('gives the frame the filled default URL, its size, a title, lazy loading, a referrer policy, the sandbox and no border', () => {
    const { root } = startSlot({ zone: 1002, size: '728x90' });
    act(() => observers[0]?.report(true));
    const frame = frameOf(root)!;

    expect(frame.getAttribute('src')).toBe(new URL('/ad-frame.html?zone=1002&size=728x90', location.href).href);
    expect(frame.getAttribute('width')).toBe('728');
    expect(frame.getAttribute('height')).toBe('90');
    expect(frame.getAttribute('title')).toBe('Advertisement 1002');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    // The default URL is on the page's own origin: allow-scripts without allow-same-origin.
    expect(frame.getAttribute('sandbox')).toBe(SAME_ORIGIN_AD_FRAME_SANDBOX);
    expect(SAME_ORIGIN_AD_FRAME_SANDBOX).toBe('allow-scripts allow-popups');
    expect(frame.style.border).toMatch(/^0(px)?$/);
    expect(frame.style.display).toBe('block');
  });

  it("fills the page config's template with the zone, width and height", () => {
    setPageConfig({ adFrameUrl: 'https://ads.example.com/frame?z={zone}&w={width}&h={height}&page={page}' });
    stubViewport(MOBILE);
    const { root } = startSlot({ zone: 2004, size: '320x250' });
    act(() => observers[0]?.report(true));

    expect(frameOf(root)?.getAttribute('src')).toBe('https://ads.example.com/frame?z=2004&w=320&h=250&page={page}');
    expect(frameOf(root)?.getAttribute('sandbox')).toBe(CROSS_ORIGIN_AD_FRAME_SANDBOX);
    expect(framePages.requested).toEqual(['https://ads.example.com/frame?z=2004&w=320&h=250&page={page}']);
  });

  it('names the frame with data-title when given', () => {
    const { root } = startSlot({ zone: 1004, size: '250x250', title: 'Sponsored: local clubs' });
    act(() => observers[0]?.report(true));

    expect(frameOf(root)?.title).toBe('Sponsored: local clubs');
  });

  it("names the frame with the page config's translation of adFrameTitle", () => {
    setPageConfig({ messages: { adFrameTitle: 'Werbung {zone}' } });
    const { root } = startSlot({ zone: 1004, size: '250x250' });
    act(() => observers[0]?.report(true));

    expect(frameOf(root)?.title).toBe('Werbung 1004');
  });

  it('replaces server markup inside the root with the frame', () => {
    // markup: 'component': a template's placeholder goes at mount (and comes back on unmount).
    const { root } = startSlot({ zone: 1001, size: '728x90' }, '<span>Advertisement</span>');
    expect(root.innerHTML).toBe('');
    act(() => observers[0]?.report(true));

    expect(root.children).toHaveLength(1);
    expect(root.firstElementChild?.tagName).toBe('IFRAME');
  });
});

describe('the events of a slot', () => {
  beforeEach(() => {
    stubViewport(DESKTOP);
  });

  it('dispatches load with the zone and size when the frame has loaded, once', async () => {
    const { root, dispatched } = startSlot({ zone: 1003, size: '950x250' });
    act(() => observers[0]?.report(true));
    const frame = frameOf(root)!;
    await vi.waitFor(() => expect(dispatched).toEqual([['load', { zone: 1003, size: '950x250' }]]));
    expect(framePages.requested).toEqual([new URL('/ad-frame.html?zone=1003&size=950x250', document.baseURI).href]);

    frame.dispatchEvent(new Event('load'));
    expect(dispatched).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('dispatches error with reason "frame" when the frame element fires error', () => {
    const { root, dispatched } = startSlot({ zone: 1003, size: '950x250' });
    act(() => observers[0]?.report(true));
    frameOf(root)!.dispatchEvent(new Event('error'));

    expect(dispatched).toContainEqual(['error', { zone: 1003, size: '950x250', reason: 'frame' }]);
  });

  it.each([
    ['an http(s) URL that does not parse once filled', 'https://[{zone}]/frame', 'https://[1003]/frame'],
    ['an empty host', 'https://', 'https://'],
  ])('refuses %s: the slot stays hidden, dispatches error "url" and reports why', (_case, template, filled) => {
    setPageConfig({ adFrameUrl: template });
    renderFixture('<div id="a"></div><div id="b"></div>');
    const first = createContext();
    const second = createContext();
    startAdSlot(getElement('#a'), { zone: 1003, size: '950x250' }, first.context);
    startAdSlot(getElement('#b'), { zone: 1003, size: '950x250' }, second.context);

    for (const id of ['#a', '#b']) {
      expect(getElement(id).hidden).toBe(true);
      expect(getElement(id).style.display).toBe('none');
      expect(getElement(id).style.height).toBe('');
    }
    expect(observers).toEqual([]);
    expect(first.dispatched).toEqual([['error', { zone: 1003, size: '950x250', reason: 'url' }]]);
    expect(second.dispatched).toEqual([['error', { zone: 1003, size: '950x250', reason: 'url' }]]);
    const problem = `the page config's adFrameUrl gives ${JSON.stringify(filled)}, which is not an http(s) or relative URL; no ad frame is loaded.`;
    // The runtime's reportProblem shows a key once per page (tests/unit/runtime/widget-runtime.test.ts).
    expect(first.context.reportProblem).toHaveBeenCalledExactlyOnceWith('url', problem);
    expect(second.context.reportProblem).toHaveBeenCalledExactlyOnceWith('url', problem);
  });
});

describe('stopping a slot', () => {
  it('disconnects its observer, removes its media listener and puts the root back as the server wrote it', () => {
    const viewport = stubViewport(DESKTOP);
    renderFixture('<div id="slot" class="ad" style="margin: 4px;"><span>Advertisement</span></div>');
    const root = getElement('#slot');
    const stop = startAdSlot(root, { zone: 1001, size: '728x90' }, createContext().context);
    expect(viewport.listenerCount()).toBe(1);
    expect(liveObservers(observers)).toHaveLength(1);

    stop();

    expect(viewport.listenerCount()).toBe(0);
    expect(observers[0]?.disconnected).toBe(true);
    expect(root.outerHTML).toBe('<div id="slot" class="ad" style="margin: 4px;"><span>Advertisement</span></div>');
  });

  it('removes a loaded frame, and later resizes change nothing', () => {
    const viewport = stubViewport(DESKTOP);
    const { root, stop, dispatched } = startSlot({ zone: 1001, size: '728x90' });
    act(() => observers[0]?.report(true));
    const frame = frameOf(root)!;

    stop();
    act(() => viewport.resize(MOBILE));
    act(() => viewport.resize(DESKTOP));

    expect(frame.isConnected).toBe(false);
    expect(root.outerHTML).toBe('<div id="slot" data-widget="ad-slot"></div>');
    expect(viewport.listenerCount()).toBe(0);
    expect(liveObservers(observers)).toEqual([]);
    expect(dispatched.filter(([name]) => name === 'error')).toEqual([]);
  });

  it('unhides a slot that was hidden for the other device', () => {
    const viewport = stubViewport(MOBILE);
    const { root, stop } = startSlot({ zone: 1001, size: '728x90' });
    expect(root.hidden).toBe(true);

    stop();

    expect(root.hidden).toBe(false);
    expect(root.hasAttribute('style')).toBe(false);
    expect(viewport.listenerCount()).toBe(0);
  });
});
