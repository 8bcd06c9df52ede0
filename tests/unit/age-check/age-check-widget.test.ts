import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAgeCheck } from '../../../demo-pages/server/pages/render-age-check.ts';
import { AGE_CHECK_LEAVE_URL, COOKIE_LIFETIME_DAYS } from '../../../shared/constants.ts';
import { readCookie, writeCookie } from '../../../shared/cookies/cookies.ts';
import { ageCheckMessages } from '../../../shared/messages/catalogue/age-check-messages.ts';
import type { WidgetsApi } from '../../../shared/runtime/start-widgets.ts';
import { AgeCheckOptionsSchema } from '../../../widgets/age-check/age-check-options.ts';
import ageCheckWidget from '../../../widgets/age-check/index.ts';
import { leaveSite } from '../../../widgets/age-check/leave-site.ts';
import { AgeCheck } from '../../../widgets/age-check/AgeCheck.tsx';
import { mountComponent } from '../../../shared/runtime/render-widget.tsx';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { blockCookies, clearCookies, lifetimeDays, writeAt, spyCookieWrites } from '../support/cookie-writes.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import { createElementFromHtml, getElement, renderFixture, resetPage, setPageConfig } from '../support/dom-fixture.ts';
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

/** The age-check root as the listing template writes it, with its closed dialog, and `attributes`. */
function templateRoot(attributes = ''): string {
  return renderAgeCheck().replace('<div data-widget="age-check">', `<div id="age" data-widget="age-check"${attributes ? ` ${attributes}` : ''}>`);
}

async function mountAgeCheck(attributes = '', root = templateRoot(attributes)): Promise<HTMLElement> {
  renderFixture(`<main><p>Listing</p><button id="opener">Menu</button>${root}</main>`);
  api = startTestWidgets(registry);
  await settle(api);
  await vi.dynamicImportSettled();
  return getElement<HTMLElement>('#age');
}

/** Clicks an answer of the gate and lets the components render what follows. */
const answer = (name: string) => act(async () => button(name)?.click());

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

  it.each(['javascript:alert(1)', 'www.example.com', '/\\evil.example/bye', '/&#9;/evil.example/bye'])('is not mounted with data-leave-url="%s", and says why', async (url) => {
    const root = await mountAgeCheck(`data-leave-url="${url}"`);
    expect(root.getAttribute('data-widget-state')).toBe('error');
    const found = JSON.stringify(root.getAttribute('data-leave-url'));
    expect(String(consoleError.mock.calls[0]?.[0])).toContain(
      `data-leave-url expected an http(s) URL or a path ("/…") on this site as the browser reads it ("/\\host" and "//host" are other hosts), found ${found}`,
    );
    expect(dialog()?.open).toBe(false);
  });
});

describe('a visitor who confirmed before', () => {
  it('sees nothing: the closed gate of the template is left as it is', async () => {
    writeCookie('agecheck', '1');
    const root = await mountAgeCheck();
    expect(root.getAttribute('data-widget-state')).toBe('mounted');
    expect(root.innerHTML).toBe(createElementFromHtml(templateRoot()).innerHTML);
    expect(dialog()?.open).toBe(false);
    expect(document.body.classList.contains('modal-open')).toBe(false);
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
    const cancel = new Event('cancel', { cancelable: true });
    gate.dispatchEvent(cancel);
    gate.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    gate.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(cancel.defaultPrevented).toBe(true);
    expect(gate.open).toBe(true);
    expect(readCookie('agecheck')).toBeUndefined();
  });

  it('locks the page scroll while open, and on "I am 18 or older" frees it and gives focus back to where it was', async () => {
    renderFixture(`<main><button id="opener">Menu</button>${templateRoot()}</main>`);
    getElement('#opener').focus();
    api = startTestWidgets(registry);
    await settle(api);
    await vi.dynamicImportSettled();
    expect(document.activeElement).toBe(button('I am 18 or older'));
    expect(document.body.classList.contains('modal-open')).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    await answer('I am 18 or older');
    expect(document.body.classList.contains('modal-open')).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(getElement('#opener'));
  });

  it('shows the gate again, focus on "I am 18 or older", when the browser closes it unanswered', async () => {
    await mountAgeCheck();
    const gate = dialog();
    if (!gate) throw new Error('no gate');
    gate.close();
    gate.dispatchEvent(new Event('close'));
    expect(gate.open).toBe(true);
    expect(document.activeElement).toBe(button('I am 18 or older'));
    expect(document.body.classList.contains('modal-open')).toBe(true);
  });

  it('shows the texts of the page config where it translates them', async () => {
    setPageConfig({
      messages: { ageCheckTitle: 'Nur für Erwachsene', ageCheckText: 'Ab 18.', ageCheckConfirm: 'Ich bin 18 oder älter', ageCheckLeave: 'Verlassen' },
    });
    await mountAgeCheck();
    const gate = dialog();
    expect(document.getElementById(gate?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Nur für Erwachsene');
    expect(document.getElementById(gate?.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Ab 18.');
    expect(document.activeElement).toBe(button('Ich bin 18 oder älter'));
    await answer('Verlassen');
    expect(leaves).toHaveBeenCalledExactlyOnceWith(AGE_CHECK_LEAVE_URL);
  });

  it('builds the gate itself, and says once what markup the template lacks, when the root came without its dialog', async () => {
    const root = await mountAgeCheck('', '<div id="age" data-widget="age-check"></div>');
    const gate = dialog();
    expect(gate?.open).toBe(true);
    expect(gate?.parentElement).toBe(root);
    expect(gate?.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(gate?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Adults only');
    expect(document.getElementById(gate?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This website contains material for adults only. You must be 18 years or older to enter.',
    );
    expect(document.activeElement).toBe(button('I am 18 or older'));
    expect(consoleError).toHaveBeenCalledOnce();
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('needs its dialog inside: <dialog id="ageCheckModal" class="modal" …>');
    await answer('I am 18 or older');
    expect(readCookie('agecheck')).toBe('1');
    api.unmount(root);
    expect(root.innerHTML).toBe('');
  });

  it('sets agecheck=1 for 365 days on "I am 18 or older", and closes', async () => {
    await mountAgeCheck();
    const writes = spyCookieWrites();
    await answer('I am 18 or older');
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
    await answer('I am 18 or older');
    // The write before it expires a host-only copy (cookie-scopes.test.ts).
    expect(writeAt(writes, writes.length - 1).attributes.get('domain')).toBe('.example.com');
  });

  it('closes for this page view when cookies are blocked, without reloading or asking again', async () => {
    await mountAgeCheck();
    blockCookies();
    await answer('I am 18 or older');
    expect(dialog()?.open).toBe(false);
    expect(events.at(-1)).toEqual(['widgets:age-check:confirm', { stored: false }]);
    expect(window.dataLayer).toEqual([{ event: 'widget_event', category: 'age-check', action: 'confirm', label: 'not stored' }]);
  });

  it(`sends the visitor to ${AGE_CHECK_LEAVE_URL} on "Leave", and sets no cookie`, async () => {
    await mountAgeCheck();
    await answer('Leave');
    expect(leaves).toHaveBeenCalledExactlyOnceWith(AGE_CHECK_LEAVE_URL);
    expect(readCookie('agecheck')).toBeUndefined();
    expect(events.at(-1)).toEqual(['widgets:age-check:leave', { url: AGE_CHECK_LEAVE_URL }]);
  });

  it('sends the visitor to data-leave-url when the page gives one', async () => {
    await mountAgeCheck('data-leave-url="https://example.org/bye"');
    await answer('Leave');
    expect(leaves).toHaveBeenCalledExactlyOnceWith('https://example.org/bye');
  });

  it('sends the visitor to a data-leave-url path of this site as the absolute URL it was judged as', async () => {
    await mountAgeCheck('data-leave-url="/under-18.html"');
    await answer('Leave');
    expect(leaves).toHaveBeenCalledExactlyOnceWith(`${location.origin}/under-18.html`);
  });

  it('shows nothing when unmounted before the gate code arrived', async () => {
    renderFixture(templateRoot());
    const context = recordingContext('age-check');
    const stop = mountComponent(AgeCheck, 'server', { root: getElement('#age'), options: { leaveUrl: AGE_CHECK_LEAVE_URL }, context });
    stop();
    await vi.dynamicImportSettled();
    expect(dialog()?.open).toBe(false);
    expect(context.events).toEqual([]);
  });

  it('closes the gate and frees the page when unmounted, leaving the markup of the template', async () => {
    const root = await mountAgeCheck();
    api.unmount(root);
    expect(dialog()?.open).toBe(false);
    expect(dialog()?.parentElement).toBe(root);
    expect(document.body.classList.contains('modal-open')).toBe(false);
    expect(document.body.style.overflow).toBe('');
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
