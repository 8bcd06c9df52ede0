import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_LIFETIME_DAYS, MACHINE_ID_STORAGE_KEY } from '../../../shared/constants.ts';
import * as v from 'valibot';
import { cookieCatalogue } from '../../../shared/cookies/cookie-catalogue.ts';
import { readCookie, writeCookie } from '../../../shared/cookies/cookies.ts';
import machineIdWidget from '../../../widgets/machine-id/index.ts';
import { createMachineId, isMachineId } from '../../../widgets/machine-id/machine-id.ts';
import { ensureMachineId } from '../../../widgets/machine-id/ensure-machine-id.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { blockCookies, clearCookies, lifetimeDays, writeAt, setRawCookie, spyCookieWrites } from '../support/cookie-writes.ts';
import { resetPage } from '../support/dom-fixture.ts';
import { settle, startTestWidgets } from '../support/runtime-harness.ts';

const ID_A = '3f2b9c1e-77aa-4d0b-9f00-2b5e0c6a1d42';
const ID_B = 'a0c4a8f2-1b2c-4e5f-8a9b-0c1d2e3f4a5b';
// An id in the legacy jQuery code's format (not a UUID).
const LEGACY_ID = 'mid_1577836800.4f2a9c';
const V4_UUID = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/;

const stored = () => localStorage.getItem(MACHINE_ID_STORAGE_KEY);

function blockLocalStorage(): void {
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  });
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  clearCookies();
  localStorage.clear();
  resetPage();
  document.body.removeAttribute('data-widget');
});

describe('isMachineId', () => {
  it.each([
    ID_A,
    ID_B,
    ID_A.toUpperCase(),
    ID_A.replace('-4d0b-', '-1d0b-'),
    ID_A.replaceAll('-', ''),
    LEGACY_ID,
    'abc',
    'x'.repeat(128),
  ])('accepts %j, as the cookie catalogue does', (id) => {
    expect(isMachineId(id)).toBe(true);
    expect(v.is(cookieCatalogue.MachineId.schema, id)).toBe(true);
  });

  it.each([
    '',
    `${ID_A} `,
    'not an id',
    '<script>',
    'a;b',
    'x'.repeat(129),
    undefined,
    null,
    42,
  ])('refuses %j, as the cookie catalogue does', (value) => {
    expect(isMachineId(value)).toBe(false);
    expect(v.is(cookieCatalogue.MachineId.schema, value)).toBe(false);
  });
});

describe('createMachineId', () => {
  it('makes a different valid id each time with crypto.randomUUID', () => {
    const ids = new Set(Array.from({ length: 50 }, createMachineId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(V4_UUID);
  });

  it('makes valid ids from getRandomValues where randomUUID is missing (plain http pages)', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    const random = vi.spyOn(crypto, 'getRandomValues');
    try {
      const ids = new Set(Array.from({ length: 50 }, createMachineId));
      expect(random).toHaveBeenCalledTimes(50);
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(V4_UUID);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});

describe('ensureMachineId', () => {
  it('makes a new id and keeps it in the MachineId cookie (365 days) and in local storage', () => {
    const writes = spyCookieWrites();
    const id = ensureMachineId();
    expect(id).toMatch(V4_UUID);
    expect(readCookie('MachineId')).toBe(id);
    expect(stored()).toBe(id);
    const write = writeAt(writes);
    expect(write.name).toBe('MachineId');
    expect(lifetimeDays(write)).toBe(COOKIE_LIFETIME_DAYS);
    expect(write.attributes.get('samesite')).toBe('Lax');
    expect(write.attributes.has('domain')).toBe(false);
  });

  it('keeps the same id on every later page', () => {
    const first = ensureMachineId();
    const writes = spyCookieWrites();
    expect(ensureMachineId()).toBe(first);
    expect(ensureMachineId()).toBe(first);
    expect(writes).toEqual([]);
  });

  it('restores local storage from the cookie', () => {
    writeCookie('MachineId', ID_A);
    expect(ensureMachineId()).toBe(ID_A);
    expect(stored()).toBe(ID_A);
  });

  it('restores the cookie from local storage', () => {
    localStorage.setItem(MACHINE_ID_STORAGE_KEY, ID_A);
    const writes = spyCookieWrites();
    expect(ensureMachineId()).toBe(ID_A);
    expect(readCookie('MachineId')).toBe(ID_A);
    expect(lifetimeDays(writeAt(writes))).toBe(COOKIE_LIFETIME_DAYS);
  });

  it('lets the cookie win when both hold a valid id, as the server knows that one', () => {
    writeCookie('MachineId', ID_A);
    localStorage.setItem(MACHINE_ID_STORAGE_KEY, ID_B);
    expect(ensureMachineId()).toBe(ID_A);
    expect(stored()).toBe(ID_A);
  });

  it('replaces an invalid cookie with the valid id of local storage', () => {
    setRawCookie('MachineId', 'not an id');
    localStorage.setItem(MACHINE_ID_STORAGE_KEY, ID_B);
    expect(ensureMachineId()).toBe(ID_B);
    expect(readCookie('MachineId')).toBe(ID_B);
  });

  it('replaces an invalid stored value with the valid cookie', () => {
    writeCookie('MachineId', ID_A);
    localStorage.setItem(MACHINE_ID_STORAGE_KEY, '<script>');
    expect(ensureMachineId()).toBe(ID_A);
    expect(stored()).toBe(ID_A);
  });

  it('replaces invalid values in both places with one new id', () => {
    setRawCookie('MachineId', 'a;b');
    localStorage.setItem(MACHINE_ID_STORAGE_KEY, 'x'.repeat(129));
    const id = ensureMachineId();
    expect(id).toMatch(V4_UUID);
    expect(readCookie('MachineId')).toBe(id);
    expect(stored()).toBe(id);
  });

  it.each([
    ['an upper-case UUID', ID_A.toUpperCase()],
    ['a UUID of another version', ID_A.replace('-4d0b-', '-1d0b-')],
    ['a legacy id', LEGACY_ID],
  ])('keeps %s found in both places, writing nothing', (_case, id) => {
    writeCookie('MachineId', id);
    localStorage.setItem(MACHINE_ID_STORAGE_KEY, id);
    const writes = spyCookieWrites();
    expect(ensureMachineId()).toBe(id);
    expect(readCookie('MachineId')).toBe(id);
    expect(stored()).toBe(id);
    expect(writes).toEqual([]);
  });

  it.each([
    ['an upper-case UUID', ID_A.toUpperCase()],
    ['a legacy id', LEGACY_ID],
  ])('keeps %s of the cookie and copies it to local storage', (_case, id) => {
    writeCookie('MachineId', id);
    expect(ensureMachineId()).toBe(id);
    expect(readCookie('MachineId')).toBe(id);
    expect(stored()).toBe(id);
  });

  it.each([
    ['an upper-case UUID', ID_A.toUpperCase()],
    ['a legacy id', LEGACY_ID],
  ])('keeps %s of local storage and copies it to the cookie', (_case, id) => {
    localStorage.setItem(MACHINE_ID_STORAGE_KEY, id);
    expect(ensureMachineId()).toBe(id);
    expect(readCookie('MachineId')).toBe(id);
    expect(stored()).toBe(id);
  });

  it('lets a legacy cookie win over a different id in local storage', () => {
    writeCookie('MachineId', LEGACY_ID);
    localStorage.setItem(MACHINE_ID_STORAGE_KEY, ID_B);
    expect(ensureMachineId()).toBe(LEGACY_ID);
    expect(stored()).toBe(LEGACY_ID);
  });

  it('works from the cookie alone when local storage throws (private mode, blocked site data)', () => {
    blockLocalStorage();
    writeCookie('MachineId', ID_A);
    expect(ensureMachineId()).toBe(ID_A);
  });

  it('still makes an id when local storage throws and there is no cookie', () => {
    blockLocalStorage();
    const id = ensureMachineId();
    expect(readCookie('MachineId')).toBe(id);
  });

  it('works when local storage is full', () => {
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    } as unknown as Storage);
    expect(isMachineId(ensureMachineId())).toBe(true);
  });

  it('works from local storage alone when cookies are blocked', () => {
    localStorage.setItem(MACHINE_ID_STORAGE_KEY, ID_A);
    blockCookies();
    expect(ensureMachineId()).toBe(ID_A);
  });
});

describe('the machine-id widget', () => {
  it('is named machine-id and is the chunk the registry loads', async () => {
    expect(machineIdWidget.name).toBe('machine-id');
    await expect(widgetRegistry['machine-id']?.()).resolves.toMatchObject({ default: machineIdWidget });
  });

  it('announces the id as widgets:machine-id:ready on the body, bubbling to the document', async () => {
    localStorage.setItem(MACHINE_ID_STORAGE_KEY, ID_A);
    const seen: Array<[EventTarget | null, unknown]> = [];
    const listener = (event: Event) => seen.push([event.target, (event as CustomEvent).detail]);
    document.addEventListener('widgets:machine-id:ready', listener);
    document.body.setAttribute('data-widget', 'machine-id');
    const api = startTestWidgets({ 'machine-id': () => import('../../../widgets/machine-id/index.ts') });
    await settle(api);
    document.removeEventListener('widgets:machine-id:ready', listener);
    expect(seen).toEqual([[document.body, { id: ID_A }]]);
    expect(document.body.getAttribute('data-widget-state')).toBe('mounted');
    expect(readCookie('MachineId')).toBe(ID_A);
  });
});
