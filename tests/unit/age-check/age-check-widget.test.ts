import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGE_CHECK_LEAVE_URL, COOKIE_LIFETIME_DAYS } from '../../../shared/constants.ts';
import { readCookie, writeCookie } from '../../../shared/cookies/cookies.ts';
import { ageCheckMessages } from '../../../shared/messages/catalogue/age-check-messages.ts';
import type { WidgetsApi } from '../../../shared/runtime/start-widgets.ts';
import { AgeCheckOptionsSchema } from '../../../widgets/age-check/age-check-options.ts';
import ageCheckWidget from '../../../widgets/age-check/index.ts';
import { leaveSite } from '../../../widgets/age-check/leave-site.ts';
import { startAgeCheck } from '../../../widgets/age-check/start-age-check.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { blockCookies, clearCookies, lifetimeDays, writeAt, spyCookieWrites } from '../support/cookie-writes.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import { getElement, renderFixture, resetPage, setPageConfig } from '../support/dom-fixture.ts';
import { recordingContext } from '../support/fake-context.ts';
import { settle, startTestWidgets } from '../support/runtime-harness.ts';

vi.mock('../../../widgets/age-check/leave-site.ts', () => ({ leaveSite: vi.fn() }));

const leaves = vi.mocked(leaveSite);
const registry = { 'age-check': () => import('../../../widgets/age-check/index.ts') };

let api: WidgetsApi;
let consoleError: ConsoleErrorSpy;
const events: Array<[string, unknown]> = [];
const record = (event: Event) => events.push([event.type, (event as CustomEvent).detail]);
const EVENT_TYPES = ['widgets:age-check:show', 'widgets:age-check:confirm', 'widgets:age-check:leave'];

async function mountAgeCheck(attributes = ''): Promise<HTMLElement> {
  renderFixture(`<main><p>Listing</p><div id="age" data-widget="age-check"${attributes ? ` ${attributes}` : ''}></div></main>`);
  api = startTestWidgets(registry);
  await settle(api);
  await vi.dynamicImportSettled();
  return getElement<HTMLElement>('#age');
}

const dialog = () => document.querySelector<HTMLDialogElement>('dialog#ageCheckModal');
const button = (name: string) =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('dialog button')).find((item) => item.textContent === name) ?? null;

beforeEach(() => {
  clearCookies();
  leaves.mockClear();
  events.length = 0;
  consoleError = spyOnConsoleError();
  for (const type of EVENT_TYPES) document.addEventListener(type, record);
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const type of EVENT_TYPES) document.removeEventListener(type, record);
  resetPage();
  document.body.removeAttribute('style');
  document.body.className = '';
  clearCookies();
});

describe('the age-check widget definition', () => {
  it('is named age-check, reads its options with AgeCheckOptionsSchema and is the chunk the registry loads', async () => {
    expect(ageCheckWidget.name).toBe('age-check');
    expect(ageCheckWidget.options).toBe(AgeCheckOptionsSchema);
    await expect(widgetRegistry['age-check']?.()).resolves.toMatchObject({ default: ageCheckWidget });
  });

  it.each(['javascript:alert(1)', '/leave', 'www.example.com'])('is not mounted with data-leave-url="%s", and says why', async (url) => {
    const root = await mountAgeCheck(`data-leave-url="${url}"`);
    expect(root.getAttribute('data-widget-state')).toBe('error');
    expect(String(consoleError.mock.calls[0]?.[0])).toContain(
      `data-leave-url expected an absolute http(s) URL such as "https://example.com/", found "${url}"`,
    );
    expect(dialog()).toBeNull();
  });
});

describe('a visitor who confirmed before', () => {
  it('sees nothing: the gate is not rendered', async () => {
    writeCookie('agecheck', '1');
    const root = await mountAgeCheck();
    expect(root.getAttribute('data-widget-state')).toBe('mounted');
    expect(root.innerHTML).toBe('');
    expect(dialog()).toBeNull();
    expect(events).toEqual([]);
  });
});

describe('a visitor without the agecheck cookie', () => {
  it('gets the 18+ gate as a modal dialog, named and described, focus on "I am 18 or older"', async () => {
    await mountAgeCheck();
    const gate = dialog();
    expect(gate?.open).toBe(true);
    expect(gate?.getAttribute('role')).toBe('dialog');
    expect(gate?.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(gate?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Adults only');
    expect(document.getElementById(gate?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This website contains material for adults only. You must be 18 years or older to enter.',
    );
    expect(gate?.querySelector('.close')).toBeNull();
    expect(document.activeElement).toBe(button('I am 18 or older'));
    expect(button('Leave')).not.toBeNull();
    expect(events).toEqual([['widgets:age-check:show', {}]]);
  });

  it('keeps the gate open on Escape and on a click on the backdrop', async () => {
    await mountAgeCheck();
    const gate = dialog();
    if (!gate) throw new Error('no gate');
    act(() => {
      gate.dispatchEvent(new Event('cancel', { cancelable: true }));
      gate.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      gate.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(gate.open).toBe(true);
    expect(readCookie('agecheck')).toBeUndefined();
  });

  it('sets agecheck=1 for 365 days on "I am 18 or older", and closes', async () => {
    await mountAgeCheck();
    const writes = spyCookieWrites();
    act(() => button('I am 18 or older')?.click());
    expect(readCookie('agecheck')).toBe('1');
    const write = writeAt(writes);
    expect(write.name).toBe('agecheck');
    expect(lifetimeDays(write)).toBe(COOKIE_LIFETIME_DAYS);
    expect(write.attributes.get('samesite')).toBe('Lax');
    expect(dialog()?.open).toBe(false);
    expect(events.at(-1)).toEqual(['widgets:age-check:confirm', { stored: true }]);
    expect(window.dataLayer).toEqual([{ event: 'widget_event', category: 'age-check', action: 'confirm', label: '' }]);
  });

  it('puts agecheck on the parent domain of the page config', async () => {
    setPageConfig({ cookieDomain: '.example.com' });
    await mountAgeCheck();
    const writes = spyCookieWrites();
    act(() => button('I am 18 or older')?.click());
    expect(writeAt(writes).attributes.get('domain')).toBe('.example.com');
  });

  it('closes for this page view when cookies are blocked, without reloading or asking again', async () => {
    await mountAgeCheck();
    blockCookies();
    act(() => button('I am 18 or older')?.click());
    expect(dialog()?.open).toBe(false);
    expect(events.at(-1)).toEqual(['widgets:age-check:confirm', { stored: false }]);
    expect(window.dataLayer).toEqual([{ event: 'widget_event', category: 'age-check', action: 'confirm', label: 'not stored' }]);
  });

  it(`sends the visitor to ${AGE_CHECK_LEAVE_URL} on "Leave", and sets no cookie`, async () => {
    await mountAgeCheck();
    act(() => button('Leave')?.click());
    expect(leaves).toHaveBeenCalledExactlyOnceWith(AGE_CHECK_LEAVE_URL);
    expect(readCookie('agecheck')).toBeUndefined();
    expect(events.at(-1)).toEqual(['widgets:age-check:leave', { url: AGE_CHECK_LEAVE_URL }]);
  });

  it('sends the visitor to data-leave-url when the page gives one', async () => {
    await mountAgeCheck('data-leave-url="https://example.org/bye"');
    act(() => button('Leave')?.click());
    expect(leaves).toHaveBeenCalledExactlyOnceWith('https://example.org/bye');
  });

  it('shows nothing when unmounted before the gate code arrived', async () => {
    renderFixture('<div id="age"></div>');
    const context = recordingContext('age-check');
    const stop = startAgeCheck(getElement('#age'), { leaveUrl: AGE_CHECK_LEAVE_URL }, context);
    stop();
    await vi.dynamicImportSettled();
    expect(dialog()).toBeNull();
    expect(context.events).toEqual([]);
  });

  it('removes the gate when unmounted', async () => {
    const root = await mountAgeCheck();
    act(() => api.unmount(root));
    expect(dialog()).toBeNull();
    expect(root.innerHTML).toBe('');
  });
});

describe('ageCheckMessages', () => {
  it('holds the gate texts', () => {
    expect(ageCheckMessages).toEqual({
      ageCheckTitle: 'Adults only',
      ageCheckText: 'This website contains material for adults only. You must be 18 years or older to enter.',
      ageCheckConfirm: 'I am 18 or older',
      ageCheckLeave: 'Leave',
    });
  });
});
