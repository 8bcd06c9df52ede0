import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import adSlotWidget from '../../../widgets/ad-slot/index.ts';
import { AdSlotOptionsSchema } from '../../../widgets/ad-slot/ad-slot-options.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { leaveAdSlotPage, stubAdSlotPage, type AdSlotPage } from '../support/ad-slot-page.ts';
import type { ConsoleErrorSpy } from '../support/console-spy.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { startTestWidgets } from '../support/runtime-harness.ts';
import { liveObservers, stubViewport, type FakeIntersectionObserver } from './viewport-stubs.ts';

/** The eight slot roots of the listing pages, exactly as LISTING-MARKUP.md has them. */
const LISTING_SLOTS = `
  <div data-widget="ad-slot" data-zone="1001" data-size="728x90"></div>
  <div data-widget="ad-slot" data-zone="2001" data-size="320x100"></div>
  <div data-widget="ad-slot" data-zone="1002" data-size="728x90"></div>
  <div data-widget="ad-slot" data-zone="1003" data-size="950x250"></div>
  <div data-widget="ad-slot" data-zone="1004" data-size="250x250"></div>
  <div data-widget="ad-slot" data-zone="2002" data-size="320x100"></div>
  <div data-widget="ad-slot" data-zone="2003" data-size="320x100"></div>
  <div data-widget="ad-slot" data-zone="2004" data-size="320x250"></div>`;

let consoleError: ConsoleErrorSpy;
let observers: FakeIntersectionObserver[];
let framePages: AdSlotPage['framePages'];

beforeEach(() => ({ consoleError, observers, framePages } = stubAdSlotPage()));
afterEach(() => leaveAdSlotPage({ framePages }));

/** The zones of the shown slots, in page order. */
function shownZones(): string[] {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-widget="ad-slot"]'))
    .filter((root) => !root.hidden)
    .map((root) => root.dataset.zone ?? '');
}

describe('the ad-slot widget definition', () => {
  it('is named ad-slot, reads its options with AdSlotOptionsSchema and is the chunk the registry loads', async () => {
    expect(adSlotWidget.name).toBe('ad-slot');
    expect(adSlotWidget.options).toBe(AdSlotOptionsSchema);
    await expect(widgetRegistry['ad-slot']?.()).resolves.toMatchObject({ default: adSlotWidget });
  });

  it('shows the four desktop slots of a listing page on a 1280px screen and the four mobile slots on a 375px one', async () => {
    stubViewport(1280);
    renderFixture(LISTING_SLOTS);
    let api = startTestWidgets(widgetRegistry);
    await api.settled();
    expect(shownZones()).toEqual(['1001', '1002', '1003', '1004']);
    expect(liveObservers(observers)).toHaveLength(4);
    resetPage();

    stubViewport(375);
    renderFixture(LISTING_SLOTS);
    api = startTestWidgets(widgetRegistry);
    await api.settled();
    expect(shownZones()).toEqual(['2001', '2002', '2003', '2004']);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('fires widgets:ad-slot:load on the root, bubbling to the document, when its frame has loaded', async () => {
    stubViewport(1280);
    renderFixture('<div id="slot" data-widget="ad-slot" data-zone="1001" data-size="728x90"></div>');
    const events: { target: EventTarget | null; detail: unknown }[] = [];
    document.addEventListener('widgets:ad-slot:load', (event) => events.push({ target: event.target, detail: (event as CustomEvent).detail }));
    const api = startTestWidgets(widgetRegistry);
    await api.settled();
    observers[0]?.report(true);

    await expect.poll(() => events).toEqual([{ target: getElement('#slot'), detail: { zone: 1001, size: '728x90' } }]);
  });

  it('unmounting a root removes its frame and stops watching it', async () => {
    const viewport = stubViewport(1280);
    renderFixture('<div id="slot" data-widget="ad-slot" data-zone="1001" data-size="728x90"></div>');
    const api = startTestWidgets(widgetRegistry);
    await api.settled();
    act(() => observers[0]?.report(true));
    const root = getElement('#slot');
    expect(root.querySelector('iframe')).not.toBeNull();

    api.unmount(root);

    expect(root.querySelector('iframe')).toBeNull();
    expect(root.hasAttribute('style')).toBe(false);
    expect(viewport.listenerCount()).toBe(0);
    expect(liveObservers(observers)).toEqual([]);
  });

  it('a root removed from the page leaves no observer or media listener behind', async () => {
    const viewport = stubViewport(1280);
    renderFixture('<div id="slot" data-widget="ad-slot" data-zone="1001" data-size="728x90"></div>');
    const api = startTestWidgets(widgetRegistry);
    await api.settled();

    getElement('#slot').remove();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(viewport.listenerCount()).toBe(0);
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it.each([
    ['an unknown size', 'data-zone="1001" data-size="300x250"', 'data-size expected one of "320x100", "320x250", "728x90", "950x250", "250x250", found "300x250"'],
    ['no size', 'data-zone="1001"', 'data-size is required: expected one of "320x100", "320x250", "728x90", "950x250", "250x250", found no attribute'],
    ['a zone that is not a number', 'data-zone="top" data-size="728x90"', 'data-zone expected a positive whole number, found "top"'],
    ['no zone', 'data-size="728x90"', 'data-zone is required: expected a positive whole number, found no attribute'],
  ])('is not mounted with %s, and says why once', async (_case, attributes, problem) => {
    stubViewport(1280);
    const markup = `<div data-widget="ad-slot" ${attributes}>`;
    renderFixture(`${markup}</div>`);
    const api = startTestWidgets(widgetRegistry);
    await api.settled();

    const root = getElement('[data-widget="ad-slot"]');
    expect(root.getAttribute('data-widget-state')).toBe('error');
    expect(root.hasAttribute('style')).toBe(false);
    expect(observers).toEqual([]);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(`[widgets] "ad-slot" was not mounted on ${markup}: ${problem}.`);
  });
});
