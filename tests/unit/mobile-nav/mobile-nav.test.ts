import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_MAX_WIDTH_PX, MOBILE_NAV_CURRENT_LINE, MOBILE_NAV_SCROLL_IDLE_MS } from '../../../shared/constants.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import { startTestWidgets } from '../support/runtime-harness.ts';
import { resetViewport, setReducedMotion, setViewportWidth } from '../support/viewport.ts';
import { stubIntersectionObserver, theObserver } from './fake-intersection-observer.ts';
import { markedLinks, mountMobileNav, PROFILE_NAV_HTML, tap, touchNav } from './mobile-nav-fixture.ts';

const PHONE_WIDTH = 375;

let consoleError: ConsoleErrorSpy;
let changes: unknown[];
const onChange = (event: Event) => changes.push((event as CustomEvent).detail);

beforeEach(() => {
  consoleError = spyOnConsoleError();
  stubIntersectionObserver();
  changes = [];
  document.addEventListener('widgets:mobile-nav:change', onChange);
});

afterEach(() => {
  document.removeEventListener('widgets:mobile-nav:change', onChange);
  vi.useRealTimers();
  resetPage();
  resetViewport();
});

describe('the mobile nav on phones (up to 575.98px wide)', () => {
  it('takes over a tap at exactly 575.98px, the last width of the phone breakpoint', async () => {
    expect(MOBILE_MAX_WIDTH_PX).toBe(575.98);
    setViewportWidth(575.98);
    const { link, scrollIntoView } = await mountMobileNav(PROFILE_NAV_HTML, { touched: true });

    expect(tap(link('Rates'))).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('scrolls the tapped section to the top smoothly, instead of the anchor jump', async () => {
    setViewportWidth(PHONE_WIDTH);
    const { link, section, scrollIntoView } = await mountMobileNav(PROFILE_NAV_HTML, { touched: true });

    const prevented = tap(link('Rates'));

    expect(prevented).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(section('rates'));
    expect(location.hash).toBe('');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('jumps without animation when the visitor asked for reduced motion', async () => {
    setViewportWidth(PHONE_WIDTH);
    setReducedMotion(true);
    const { link, scrollIntoView } = await mountMobileNav(PROFILE_NAV_HTML, { touched: true });

    tap(link('Reviews'));

    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: 'auto', block: 'start' });
  });

  it('moves focus to the section, made focusable from script only (tabindex -1)', async () => {
    setViewportWidth(PHONE_WIDTH);
    const { link, section } = await mountMobileNav(PROFILE_NAV_HTML, { touched: true });

    tap(link('Info'));

    expect(document.activeElement).toBe(section('info'));
    expect(section('info').getAttribute('tabindex')).toBe('-1');
    expect(section('rates').hasAttribute('tabindex')).toBe(false);
  });

  it('keeps the tabindex a section already has', async () => {
    setViewportWidth(PHONE_WIDTH);
    const { link, section } = await mountMobileNav(PROFILE_NAV_HTML, { touched: true });
    section('contact').setAttribute('tabindex', '0');

    tap(link('Contact'));

    expect(document.activeElement).toBe(section('contact'));
    expect(section('contact').getAttribute('tabindex')).toBe('0');
  });

  it('marks the tapped link as the current location, and only that one', async () => {
    setViewportWidth(PHONE_WIDTH);
    const { nav, link } = await mountMobileNav(PROFILE_NAV_HTML, { touched: true });

    tap(link('Rates'));
    expect(markedLinks(nav)).toEqual(['Rates']);

    tap(link('Gallery'));
    expect(markedLinks(nav)).toEqual(['Gallery']);
    expect(link('Rates').hasAttribute('aria-current')).toBe(false);
    expect(link('Rates').classList.contains('active')).toBe(false);
  });

  it('dispatches widgets:mobile-nav:change with the section, once per change', async () => {
    setViewportWidth(PHONE_WIDTH);
    const { link } = await mountMobileNav(PROFILE_NAV_HTML, { touched: true });

    tap(link('Rates'));
    tap(link('Rates'));
    tap(link('Reviews'));

    expect(changes).toEqual([{ section: 'rates' }, { section: 'reviews' }]);
  });

  it('pushes an analytics event for every tap', async () => {
    setViewportWidth(PHONE_WIDTH);
    const { link } = await mountMobileNav(PROFILE_NAV_HTML, { touched: true });

    tap(link('Rates'));
    tap(link('Rates'));

    expect(window.dataLayer).toEqual([
      { event: 'widget_event', category: 'mobile-nav', action: 'tap', label: 'rates' },
      { event: 'widget_event', category: 'mobile-nav', action: 'tap', label: 'rates' },
    ]);
  });

  it.each([['ctrlKey'], ['metaKey'], ['shiftKey'], ['altKey']] as const)(
    'leaves a click with %s to the browser (new tab or window)',
    async (modifier) => {
      setViewportWidth(PHONE_WIDTH);
      const { nav, link, scrollIntoView } = await mountMobileNav(PROFILE_NAV_HTML, { touched: true });

      const prevented = tap(link('Rates'), { [modifier]: true });

      expect(prevented).toBe(false);
      expect(scrollIntoView).not.toHaveBeenCalled();
      expect(markedLinks(nav)).toEqual([]);
    },
  );

  it('leaves a link to a section the page does not have alone', async () => {
    setViewportWidth(PHONE_WIDTH);
    const { nav, scrollIntoView } = await mountMobileNav(PROFILE_NAV_HTML.replace('</nav>', '<a id="missing" href="#videos">Videos</a></nav>'), { touched: true });

    expect(tap(nav.querySelector('#missing')!)).toBe(false);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
  });
});

describe('the mobile nav on wider screens (576px and up)', () => {
  it('leaves a click at 576px to the browser as a plain anchor', async () => {
    setViewportWidth(576);
    const { nav, link, section, scrollIntoView } = await mountMobileNav(PROFILE_NAV_HTML, { touched: true });

    const prevented = tap(link('Rates'));

    expect(prevented).toBe(false);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(section('rates'));
    expect(markedLinks(nav)).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('follows the window: narrowed to a phone width after mounting, the first touch there loads the taps\' code', async () => {
    setViewportWidth(1280);
    const addListener = vi.spyOn(window, 'addEventListener');
    const { link, scrollIntoView } = await mountMobileNav();

    setViewportWidth(PHONE_WIDTH);
    await vi.dynamicImportSettled();
    expect(addListener).not.toHaveBeenCalledWith('scroll', expect.any(Function), expect.anything());
    await touchNav(link('Info'));
    tap(link('Info'));

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('follows the window once the taps\' code has loaded: widened again, a click is a plain anchor again', async () => {
    setViewportWidth(PHONE_WIDTH);
    const { link, scrollIntoView } = await mountMobileNav(PROFILE_NAV_HTML, { touched: true });
    expect(tap(link('Info'))).toBe(true);

    setViewportWidth(1280);

    expect(tap(link('Rates'))).toBe(false);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('loads no tap code while the window stays wider, however the nav is touched: no scroll listener, and the scroll marking still works', async () => {
    setViewportWidth(1280);
    const addListener = vi.spyOn(window, 'addEventListener');
    const { nav, link, section } = await mountMobileNav();

    setViewportWidth(576);
    for (const type of ['pointerdown', 'touchstart', 'focusin']) await touchNav(link('Rates'), type);
    theObserver().report([[section('rates'), true]]);

    expect(addListener).not.toHaveBeenCalledWith('scroll', expect.any(Function), expect.anything());
    expect(tap(link('Rates'))).toBe(false);
    expect(markedLinks(nav)).toEqual(['Rates']);
  });
});

describe('loading the taps\' code on a phone', () => {
  it('loads nothing at load: a tap before any sign of use is the browser\'s own anchor jump', async () => {
    setViewportWidth(PHONE_WIDTH);
    const addListener = vi.spyOn(window, 'addEventListener');
    const { link, scrollIntoView } = await mountMobileNav();

    expect(tap(link('Rates'))).toBe(false);
    await vi.dynamicImportSettled();

    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(addListener).not.toHaveBeenCalledWith('scroll', expect.any(Function), expect.anything());
    expect(window.dataLayer).toBeUndefined();
  });

  it.each([['pointerdown'], ['touchstart'], ['focusin']])('loads it on the first %s inside the nav, and the next tap scrolls', async (type) => {
    setViewportWidth(PHONE_WIDTH);
    const { link, section, scrollIntoView } = await mountMobileNav();

    await touchNav(link('Reviews'), type);

    expect(tap(link('Reviews'))).toBe(true);
    expect(scrollIntoView.mock.contexts).toEqual([section('reviews')]);
  });

  it('ignores signs of use outside the nav', async () => {
    setViewportWidth(PHONE_WIDTH);
    const { link, section, scrollIntoView } = await mountMobileNav();

    await touchNav(section('rates'));
    await touchNav(document.body, 'focusin');

    expect(tap(link('Rates'))).toBe(false);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('listens for those signs passively: a finger on the nav never waits for the page to scroll', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderFixture(PROFILE_NAV_HTML);
    const nav = getElement('nav');
    const addListener = vi.spyOn(nav, 'addEventListener');
    await startTestWidgets(widgetRegistry).settled();

    // The shared useEventListeners spells out its other options too.
    const passive = expect.objectContaining({ passive: true });
    expect(addListener.mock.calls.map(([type, , options]) => [type, options])).toEqual([
      ['pointerdown', passive],
      ['touchstart', passive],
      ['focusin', passive],
    ]);
  });
});

describe('marking the current section while scrolling', () => {
  it('watches every linked section crossing a line MOBILE_NAV_CURRENT_LINE (30%) down the viewport', async () => {
    expect(MOBILE_NAV_CURRENT_LINE).toBe(0.3);
    const { section } = await mountMobileNav();
    const observer = theObserver();

    expect(observer.options.rootMargin).toBe('-30% 0px -70% 0px');
    expect([...observer.observed]).toEqual(['contact', 'gallery', 'info', 'rates', 'reviews'].map(section));
  });

  it('marks the section crossing the line, at every width', async () => {
    setViewportWidth(1280);
    const { nav, section } = await mountMobileNav();

    theObserver().report([[section('info'), true]]);
    expect(markedLinks(nav)).toEqual(['Info']);

    theObserver().report([[section('info'), false], [section('rates'), true]]);
    expect(markedLinks(nav)).toEqual(['Rates']);
    expect(changes).toEqual([{ section: 'info' }, { section: 'rates' }]);
  });

  it('prefers the section that comes first on the page when two cross the line (side-by-side columns)', async () => {
    const { nav, section } = await mountMobileNav();

    theObserver().report([[section('contact'), true], [section('gallery'), true]]);

    expect(markedLinks(nav)).toEqual(['Gallery']);
  });

  it('keeps the last mark while no section crosses the line (a gap, or the top of the page)', async () => {
    const { nav, section } = await mountMobileNav();

    theObserver().report([[section('info'), true]]);
    theObserver().report([[section('info'), false]]);

    expect(markedLinks(nav)).toEqual(['Info']);
  });

  it('keeps the tapped section marked while the tap scrolls past others, until the page rests MOBILE_NAV_SCROLL_IDLE_MS', async () => {
    expect(MOBILE_NAV_SCROLL_IDLE_MS).toBe(200);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setViewportWidth(PHONE_WIDTH);
    const { nav, link, section } = await mountMobileNav(PROFILE_NAV_HTML, { touched: true });

    tap(link('Reviews'));
    vi.advanceTimersByTime(150);
    window.dispatchEvent(new Event('scroll'));
    theObserver().report([[section('rates'), true]]);
    expect(markedLinks(nav)).toEqual(['Reviews']);

    vi.advanceTimersByTime(199);
    theObserver().report([[section('rates'), true]]);
    expect(markedLinks(nav)).toEqual(['Reviews']);

    vi.advanceTimersByTime(1);
    theObserver().report([[section('rates'), true]]);
    expect(markedLinks(nav)).toEqual(['Rates']);
    expect(changes).toEqual([{ section: 'reviews' }, { section: 'rates' }]);
  });
});

describe('unmounting the mobile nav', () => {
  it('removes its listeners, observer and marks, and the tabindex it added', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setViewportWidth(PHONE_WIDTH);
    const { api, nav, link, section, scrollIntoView } = await mountMobileNav(PROFILE_NAV_HTML, { touched: true });
    tap(link('Rates'));
    const observer = theObserver();

    api.unmount(nav);

    expect(observer.disconnected).toBe(true);
    expect(markedLinks(nav)).toEqual([]);
    expect(section('rates').hasAttribute('tabindex')).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    expect(tap(link('Info'))).toBe(false);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('leaves nothing behind when unmounted while the taps\' code is still loading', async () => {
    setViewportWidth(PHONE_WIDTH);
    const addListener = vi.spyOn(window, 'addEventListener');
    const { api, nav, link, scrollIntoView } = await mountMobileNav();

    link('Info').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    api.unmount(nav);
    await vi.dynamicImportSettled();

    expect(tap(link('Info'))).toBe(false);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(markedLinks(nav)).toEqual([]);
    expect(addListener).not.toHaveBeenCalledWith('scroll', expect.any(Function), expect.anything());
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('puts back the mark the server rendered, and starts from it', async () => {
    setViewportWidth(PHONE_WIDTH);
    const html = PROFILE_NAV_HTML.replace(
      '<a href="#info">Info</a>',
      '<a href="#info" class="active" aria-current="location">Info</a>',
    );
    const { api, nav, link } = await mountMobileNav(html, { touched: true });

    tap(link('Info'));
    expect(changes).toEqual([]);
    tap(link('Rates'));
    api.unmount(nav);

    expect(markedLinks(nav)).toEqual(['Info']);
  });
});
