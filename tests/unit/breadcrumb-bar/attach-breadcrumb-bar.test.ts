import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BREADCRUMB_FIXED_PX, TABLET_MAX_WIDTH_PX } from '../../../shared/constants.ts';
import { resetPage } from '../support/dom-fixture.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import { nextFrame, resetViewport, scrollPageTo, setViewportWidth } from '../support/viewport.ts';
import { BAR_HEIGHT, fixedState, mountBreadcrumbBar } from './breadcrumb-bar-fixture.ts';

const NOT_FIXED = { fixed: false, bodyPadding: '' };
const FIXED = { fixed: true, bodyPadding: `${BAR_HEIGHT}px` };

let consoleError: ConsoleErrorSpy;
let changes: unknown[];
const onChange = (event: Event) => changes.push((event as CustomEvent).detail);

beforeEach(() => {
  consoleError = spyOnConsoleError();
  changes = [];
  document.addEventListener('widgets:breadcrumb-bar:change', onChange);
  document.body.removeAttribute('style');
});

afterEach(() => {
  document.removeEventListener('widgets:breadcrumb-bar:change', onChange);
  resetPage();
  resetViewport();
  document.body.removeAttribute('data-widget');
  document.body.removeAttribute('style');
});

/** Scrolls to `y`, lets the bar's code load if that scroll is its first use, and lets the frame the widget asked for run. */
async function scrollTo(y: number): Promise<void> {
  scrollPageTo(y);
  await vi.dynamicImportSettled();
  await nextFrame();
}

/** Whether the bar's code has run: it alone publishes the bar's height. */
const barCodeRan = () => document.body.style.getPropertyValue('--breadcrumb-bar-height') !== '';

describe('the breadcrumb bar on tablets and phones (up to 991.98px wide)', () => {
  it('becomes fixed once scrolled 61px, past BREADCRUMB_FIXED_PX (60px), at exactly 991.98px', async () => {
    expect(TABLET_MAX_WIDTH_PX).toBe(991.98);
    expect(BREADCRUMB_FIXED_PX).toBe(60);
    setViewportWidth(991.98);
    const { bar } = await mountBreadcrumbBar();

    await scrollTo(60);
    expect(fixedState(bar())).toEqual(NOT_FIXED);

    await scrollTo(61);
    expect(fixedState(bar())).toEqual(FIXED);
    expect(changes).toEqual([{ fixed: true }]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('is released when scrolled back to 60px, the body padding as it was', async () => {
    setViewportWidth(800);
    const { bar } = await mountBreadcrumbBar();

    await scrollTo(300);
    await scrollTo(60);

    expect(fixedState(bar())).toEqual(NOT_FIXED);
    expect(changes).toEqual([{ fixed: true }, { fixed: false }]);
  });

  it('dispatches a change only when the state changes, not on every scroll', async () => {
    setViewportWidth(800);
    await mountBreadcrumbBar();

    await scrollTo(100);
    await scrollTo(200);
    await scrollTo(61);

    expect(changes).toEqual([{ fixed: true }]);
  });

  it('is fixed at once on a page opened already scrolled (back navigation, reload)', async () => {
    setViewportWidth(800);
    window.scrollTo(0, 500);
    const { bar } = await mountBreadcrumbBar();

    expect(fixedState(bar())).toEqual(FIXED);
  });

  it('pads the body on top of the padding it already had, and gives that back', async () => {
    setViewportWidth(800);
    document.body.style.paddingTop = '10px';
    const { bar } = await mountBreadcrumbBar();

    await scrollTo(61);
    expect(fixedState(bar())).toEqual({ fixed: true, bodyPadding: `${10 + BAR_HEIGHT}px` });

    await scrollTo(0);
    expect(fixedState(bar())).toEqual({ fixed: false, bodyPadding: '10px' });
  });

  it('publishes the bar height as --breadcrumb-bar-height for the sections\' scroll margin once its code runs', async () => {
    setViewportWidth(375);
    await mountBreadcrumbBar();

    await scrollTo(10);

    expect(document.body.style.getPropertyValue('--breadcrumb-bar-height')).toBe(`${BAR_HEIGHT}px`);
  });

  it('checks the scroll position once per animation frame, however many scroll events come', async () => {
    setViewportWidth(800);
    await mountBreadcrumbBar();
    // The first scroll loads the bar's code; the ones after it reach that code.
    await scrollTo(1);
    const requestFrame = vi.spyOn(window, 'requestAnimationFrame');

    for (let y = 2; y <= 80; y += 1) scrollPageTo(y);
    await nextFrame();

    // One frame for the widget, one for nextFrame itself.
    expect(requestFrame).toHaveBeenCalledTimes(2);
    expect(changes).toEqual([{ fixed: true }]);
  });

  it('listens to scroll and resize passively, before and after its code loads', async () => {
    setViewportWidth(800);
    const addListener = vi.spyOn(window, 'addEventListener');
    await mountBreadcrumbBar();
    await scrollTo(1);

    const listens = (type: string) => addListener.mock.calls.filter(([name]) => name === type).map(([, , options]) => options);
    // The first from the widget's first chunk (waiting for the first use), the second from the bar's
    // code; the shared useEventListener(s) spells out its other options too.
    const passive = expect.objectContaining({ passive: true });
    expect(listens('scroll')).toEqual([passive, passive]);
    expect(listens('resize')).toEqual([passive, passive]);
  });
});

describe('loading the bar\'s code on tablets and phones', () => {
  it('loads nothing at the top of the page: the first scroll loads the code, which applies that scroll at once', async () => {
    setViewportWidth(800);
    const { bar } = await mountBreadcrumbBar();
    expect(barCodeRan()).toBe(false);

    scrollPageTo(300);
    expect(fixedState(bar())).toEqual(NOT_FIXED);
    await vi.dynamicImportSettled();

    // Applied as the code runs, without waiting for another scroll or a frame.
    expect(fixedState(bar())).toEqual(FIXED);
    expect(barCodeRan()).toBe(true);
    expect(changes).toEqual([{ fixed: true }]);
  });

  it('loads the code on the first resize too (the bar may wrap), without fixing a page at the top', async () => {
    setViewportWidth(375);
    const { bar } = await mountBreadcrumbBar();

    setViewportWidth(360);
    await vi.dynamicImportSettled();

    expect(barCodeRan()).toBe(true);
    expect(fixedState(bar())).toEqual(NOT_FIXED);
    expect(changes).toEqual([]);
  });

  it.each([
    [60, false],
    [61, true],
  ])('on a page opened scrolled to %ipx (a reload mid-page), loads and applies the code at once: %s', async (y, loaded) => {
    expect(BREADCRUMB_FIXED_PX).toBe(60);
    setViewportWidth(800);
    window.scrollTo(0, y);
    const { bar } = await mountBreadcrumbBar();

    expect(barCodeRan()).toBe(loaded);
    expect(fixedState(bar())).toEqual(loaded ? FIXED : NOT_FIXED);
  });

  it('loads nothing on a desktop window narrowed at the top of the page, until the first scroll there', async () => {
    setViewportWidth(1280);
    const { bar } = await mountBreadcrumbBar();

    setViewportWidth(800);
    await vi.dynamicImportSettled();
    expect(barCodeRan()).toBe(false);

    await scrollTo(200);
    expect(fixedState(bar())).toEqual(FIXED);
  });
});

describe('the breadcrumb bar on wider screens (992px and up)', () => {
  it('is never fixed at 992px, however far the page is scrolled', async () => {
    setViewportWidth(992);
    const { bar } = await mountBreadcrumbBar();

    await scrollTo(61);
    await scrollTo(5000);

    expect(fixedState(bar())).toEqual(NOT_FIXED);
    expect(changes).toEqual([]);
    expect(document.body.style.getPropertyValue('--breadcrumb-bar-height')).toBe('');
  });

  it('is released at once when the window widens to 992px while it is fixed', async () => {
    setViewportWidth(800);
    const { bar } = await mountBreadcrumbBar();
    await scrollTo(1);
    // happy-dom fires a list's first `change` only on a change from "no match": widen once, so that
    // the widget's breakpoint list (made at 800px, when it mounted) follows as a browser's does.
    setViewportWidth(1280);
    setViewportWidth(800);
    await scrollTo(300);
    expect(fixedState(bar())).toEqual(FIXED);

    setViewportWidth(992);

    expect(fixedState(bar())).toEqual(NOT_FIXED);
    expect(changes).toEqual([{ fixed: true }, { fixed: false }]);
  });

  it('becomes fixed at once when the window narrows to 991.98px on a scrolled page', async () => {
    // The code loaded on a tablet width (the first scroll), then the window widened.
    setViewportWidth(800);
    const { bar } = await mountBreadcrumbBar();
    await scrollTo(1);
    // happy-dom's first `change` of the widget's breakpoint list (made at 800px) needs a change from
    // "no match": see "is released at once" above.
    setViewportWidth(1280);
    setViewportWidth(800);
    setViewportWidth(1280);
    await scrollTo(300);
    expect(fixedState(bar())).toEqual(NOT_FIXED);

    setViewportWidth(991.98);

    expect(fixedState(bar())).toEqual(FIXED);
  });

  it('loads no code and listens to nothing while the window stays wider than TABLET_MAX_WIDTH_PX', async () => {
    setViewportWidth(1280);
    const addListener = vi.spyOn(window, 'addEventListener');
    const requestFrame = vi.spyOn(window, 'requestAnimationFrame');
    const { root } = await mountBreadcrumbBar();

    await scrollTo(300);
    setViewportWidth(992);

    expect(root.getAttribute('data-widget-state')).toBe('mounted');
    expect(addListener).not.toHaveBeenCalledWith('scroll', expect.any(Function), expect.anything());
    // Only scrollTo's own frame: the bar's code never asked for one.
    expect(requestFrame).toHaveBeenCalledTimes(1);
    expect(document.body.style.getPropertyValue('--breadcrumb-bar-height')).toBe('');
    expect(changes).toEqual([]);
  });

  it('loads its code as soon as the window narrows to 991.98px on a page scrolled past 60px, and fixes it as that code runs', async () => {
    setViewportWidth(1280);
    const { bar } = await mountBreadcrumbBar();
    await scrollTo(300);

    setViewportWidth(991.98);
    await vi.dynamicImportSettled();

    expect(fixedState(bar())).toEqual(FIXED);
    expect(document.body.style.getPropertyValue('--breadcrumb-bar-height')).toBe(`${BAR_HEIGHT}px`);
    expect(changes).toEqual([{ fixed: true }]);
  });
});

describe('unmounting the breadcrumb bar', () => {
  it('releases a fixed bar and stops listening to scroll, resize and the breakpoint', async () => {
    setViewportWidth(800);
    const { api, root, bar } = await mountBreadcrumbBar();
    await scrollTo(300);
    const removeListener = vi.spyOn(window, 'removeEventListener');

    api.unmount(root);

    expect(fixedState(bar())).toEqual(NOT_FIXED);
    expect(document.body.style.getPropertyValue('--breadcrumb-bar-height')).toBe('');
    expect(removeListener).toHaveBeenCalledWith('scroll', expect.any(Function), expect.objectContaining({ passive: true }));
    expect(removeListener).toHaveBeenCalledWith('resize', expect.any(Function), expect.objectContaining({ passive: true }));
    changes.length = 0;
    await scrollTo(0);
    await scrollTo(400);
    setViewportWidth(1280);
    setViewportWidth(800);
    await nextFrame();
    expect(fixedState(bar())).toEqual(NOT_FIXED);
    expect(changes).toEqual([]);
  });

  it('cancels a frame it had asked for, even after a breakpoint change ran the check meanwhile', async () => {
    // The code loaded on a tablet width, then the window widened (see "is released at once" above).
    setViewportWidth(800);
    const { api, root, bar } = await mountBreadcrumbBar();
    await scrollTo(1);
    // happy-dom's first `change` of the widget's breakpoint list needs a change from "no match" (see above).
    setViewportWidth(1280);
    setViewportWidth(800);
    setViewportWidth(1280);
    await nextFrame();
    const cancelFrame = vi.spyOn(window, 'cancelAnimationFrame');

    window.scrollTo(0, 300);
    // The resize asks for a frame, then the breakpoint's change runs the check at once.
    setViewportWidth(800);
    expect(fixedState(bar())).toEqual(FIXED);
    api.unmount(root);
    await nextFrame();

    expect(cancelFrame).toHaveBeenCalledTimes(1);
    expect(cancelFrame.mock.calls[0]?.[0]).not.toBe(0);
    expect(fixedState(bar())).toEqual(NOT_FIXED);
  });

  it('fixes nothing when unmounted while its code is still loading', async () => {
    setViewportWidth(1280);
    const { api, root, bar } = await mountBreadcrumbBar();
    window.scrollTo(0, 300);

    setViewportWidth(800);
    api.unmount(root);
    await vi.dynamicImportSettled();
    await scrollTo(400);

    expect(fixedState(bar())).toEqual(NOT_FIXED);
    expect(document.body.style.getPropertyValue('--breadcrumb-bar-height')).toBe('');
    expect(changes).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
