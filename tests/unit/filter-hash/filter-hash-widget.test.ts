import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_LIFETIME_DAYS, FILTER_HASH_GUARD_KEY, SHORT_COOKIE_LIFETIME_DAYS } from '../../../shared/constants.ts';
import { readCookie, writeCookie } from '../../../shared/cookies/cookies.ts';
import { reloadPage } from '../../../shared/page/reload-page.ts';
import filterHashWidget from '../../../widgets/filter-hash/index.ts';
import { blockCookies, clearCookies, lifetimeDays, writeAt, setRawCookie, spyCookieWrites } from '../support/cookie-writes.ts';
import { resetPage } from '../support/dom-fixture.ts';
import { recordingContext, type RecordingContext } from '../support/fake-context.ts';

vi.mock('../../../shared/page/reload-page.ts', () => ({ reloadPage: vi.fn() }));

const reloads = vi.mocked(reloadPage);
const enc = encodeURIComponent;
const filters = { city: 'Paris', services: ['massage', 'dinner date'] };
const filtersHash = `filters=${enc(JSON.stringify(filters))}`;

let context: RecordingContext;
let stops: Array<() => void> = [];

// happy-dom, unlike browsers, fires hashchange (later, on a timer) after history.replaceState and
// pushState change the hash. Those stray events are stopped; changeHash lets its own through.
let hashchangeAllowed = false;
const stopStrayHashchange = (event: Event) => {
  if (!hashchangeAllowed) event.stopImmediatePropagation();
};

/** Opens `/dancers.html` with `hash`, as the browser would after a navigation or a reload. */
function visit(hash: string, path = '/dancers.html'): void {
  history.replaceState(history.state, '', `${path}${hash}`);
}

/**
 * Mounts the filter hash as on a page of type `page`, and lets its lazy part run and a frame pass:
 * Preact's useSyncExternalStore (useUrlHash) follows the hash from the frame after mounting on.
 */
async function mount(page: string | undefined): Promise<void> {
  stops.push(filterHashWidget.mount(document.body, { page }, context));
  await vi.dynamicImportSettled();
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/** Changes the hash as a click or typing would, with its hashchange event. */
async function changeHash(hash: string): Promise<void> {
  history.pushState(null, '', `${location.pathname}${location.search}${hash}`);
  hashchangeAllowed = true;
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  hashchangeAllowed = false;
  await vi.dynamicImportSettled();
}

/** Simulates the reload: the widget of the old page goes, a new one mounts on the same address. */
async function reloadAndMount(page = 'dancers'): Promise<void> {
  for (const stop of stops) stop();
  stops = [];
  context = recordingContext('filter-hash');
  await mount(page);
}

/** Makes even reading `sessionStorage` throw, as Chrome does when the visitor blocks site data. */
function blockSessionStorage(): void {
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  });
}

const eventNames = () => context.events.map(([name]) => name);

beforeEach(() => {
  window.addEventListener('hashchange', stopStrayHashchange);
  clearCookies();
  sessionStorage.clear();
  reloads.mockClear();
  context = recordingContext('filter-hash');
  history.replaceState(null, '', '/dancers.html');
});

afterEach(() => {
  vi.restoreAllMocks();
  window.removeEventListener('hashchange', stopStrayHashchange);
  for (const stop of stops) stop();
  stops = [];
  clearCookies();
  sessionStorage.clear();
  resetPage();
});

describe('the filter hash on pages that are not listings', () => {
  it.each(['profile', 'add-profile', undefined, 'Dancers', ''])('does nothing at all on data-page=%j', async (page) => {
    const writes = spyCookieWrites();
    visit('#sortby=name');
    await mount(page);
    await changeHash('#sortby=price_asc');
    expect(writes).toEqual([]);
    expect(reloads).not.toHaveBeenCalled();
    expect(location.hash).toBe('#sortby=price_asc');
    expect(context.events).toEqual([]);
  });
});

describe.each(['home', 'dancers', 'search'])('the filter hash on data-page=%s', (page) => {
  it('saves a sortby that differs from its cookie (365 days, SameSite=Lax) and reloads once', async () => {
    const writes = spyCookieWrites();
    visit('#sortby=price_asc');
    await mount(page);
    expect(readCookie('sortby')).toBe('price_asc');
    expect(writes).toHaveLength(1);
    const write = writeAt(writes);
    expect(write.name).toBe('sortby');
    expect(lifetimeDays(write)).toBe(COOKIE_LIFETIME_DAYS);
    expect(write.attributes.get('samesite')).toBe('Lax');
    expect(write.attributes.get('path')).toBe('/');
    expect(write.attributes.has('domain')).toBe(false);
    expect(reloads).toHaveBeenCalledTimes(1);
    expect(context.events).toEqual([['apply', { values: { sortby: 'price_asc' } }]]);
  });
});

describe('a hash that differs from the cookies', () => {
  it('saves filters as the JSON filters cookie for 1 day and reloads once', async () => {
    const writes = spyCookieWrites();
    visit(`#${filtersHash}`);
    await mount('dancers');
    expect(readCookie('filters')).toEqual(filters);
    const write = writeAt(writes);
    expect(write.name).toBe('filters');
    expect(JSON.parse(decodeURIComponent(write.value))).toEqual(filters);
    expect(lifetimeDays(write)).toBe(SHORT_COOKIE_LIFETIME_DAYS);
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('saves only the values that differ, keeps the hash for the reloaded page, and pushes analytics', async () => {
    writeCookie('sortby', 'name');
    const writes = spyCookieWrites();
    visit(`#sortby=name/${filtersHash}`);
    await mount('dancers');
    expect(writes.map((write) => write.name)).toEqual(['filters']);
    expect(location.hash).toBe(`#sortby=name/${filtersHash}`);
    expect(window.dataLayer).toContainEqual({ event: 'widget_event', category: 'filter-hash', action: 'apply', label: 'filters' });
    expect(context.events).toEqual([['apply', { values: { filters } }]]);
  });

  it('removes the filters cookie for filters={} and reloads', async () => {
    writeCookie('filters', { city: 'Paris' });
    visit(`#filters=${enc('{}')}`);
    await mount('dancers');
    expect(readCookie('filters')).toBeUndefined();
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('replaces a cookie whose value is not valid', async () => {
    setRawCookie('filters', '{"city":');
    visit(`#${filtersHash}`);
    await mount('dancers');
    expect(readCookie('filters')).toEqual(filters);
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('applies the valid pairs, ignores the rest and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    visit('#sortby=price_asc/page=2//filters=%7B');
    await mount('dancers');
    expect(readCookie('sortby')).toBe('price_asc');
    expect(readCookie('filters')).toBeUndefined();
    expect(reloads).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      '[widgets] filter-hash: left out of the address hash: the unknown name "page"; an empty pair; filters is not valid JSON.',
    );
  });

  it('ignores later hash changes once a reload is under way', async () => {
    visit('#sortby=price_asc');
    await mount('dancers');
    await changeHash('#sortby=newest');
    expect(readCookie('sortby')).toBe('price_asc');
    expect(reloads).toHaveBeenCalledTimes(1);
  });
});

describe('a hash that matches the cookies, or none', () => {
  it('shows the cookies as the hash, without reload, new history entry or hashchange', async () => {
    writeCookie('sortby', 'name');
    writeCookie('filters', filters);
    const hashchanges = vi.fn();
    window.addEventListener('hashchange', hashchanges);
    const entries = history.length;
    await mount('dancers');
    window.removeEventListener('hashchange', hashchanges);
    expect(location.hash).toBe(`#sortby=name/${filtersHash}`);
    expect(history.length).toBe(entries);
    expect(hashchanges).not.toHaveBeenCalled();
    expect(reloads).not.toHaveBeenCalled();
    expect(context.events).toEqual([['sync', { hash: `#sortby=name/${filtersHash}` }]]);
  });

  it('leaves the address without a hash when there are no cookies', async () => {
    await mount('dancers');
    expect(location.href).toBe('http://localhost:3000/dancers.html');
    expect(context.events).toEqual([['sync', { hash: '' }]]);
  });

  it('keeps the query string and the history state when it rebuilds the hash', async () => {
    writeCookie('sortby', 'name');
    history.replaceState({ other: 'script' }, '', '/search.html?term=ann');
    await mount('search');
    expect(location.pathname + location.search + location.hash).toBe('/search.html?term=ann#sortby=name');
    expect(history.state).toEqual({ other: 'script' });
  });

  it('writes nothing and does not reload when the hash mirrors the cookies', async () => {
    writeCookie('sortby', 'name');
    writeCookie('filters', filters);
    visit(`#sortby=name/${filtersHash}`);
    const writes = spyCookieWrites();
    await mount('dancers');
    expect(writes).toEqual([]);
    expect(reloads).not.toHaveBeenCalled();
    expect(context.events).toEqual([['sync', { hash: `#sortby=name/${filtersHash}` }]]);
  });

  it('rebuilds a hash that gives the same values in another order or spelling, without reload', async () => {
    writeCookie('sortby', 'name');
    writeCookie('filters', filters);
    visit(`#filters=${enc(JSON.stringify({ services: filters.services, city: 'Paris' }))}/sortby=name`);
    await mount('dancers');
    expect(location.hash).toBe(`#sortby=name/${filtersHash}`);
    expect(reloads).not.toHaveBeenCalled();
  });

  it('leaves an in-page anchor such as #main alone', async () => {
    writeCookie('sortby', 'name');
    visit('#main');
    await mount('dancers');
    await changeHash('#reviews');
    expect(location.hash).toBe('#reviews');
    expect(context.events).toEqual([]);
  });
});

describe('malformed hashes', () => {
  it.each([
    ['an unknown name', '#page=2'],
    ['bad percent-encoding', '#sortby=%E0%A4%A'],
    ['invalid JSON', `#filters=${enc('{"city":')}`],
    ['filters that are no object', `#filters=${enc('["a"]')}`],
    ['a sort key with spaces', `#sortby=${enc('price asc')}`],
    ['an oversize value', `#filters=${'x'.repeat(4000)}`],
    ['a duplicate name', '#sortby=name/sortby=price_asc'],
    ['empty pairs', '#/sortby=newest/'],
    ['an empty value', '#sortby='],
    ['a pair without a name', '#=x'],
  ])('ignore %s: no cookie, no reload, no error, the hash rebuilt from the cookies, one warning', async (_case, hash) => {
    writeCookie('sortby', 'newest');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    const writes = spyCookieWrites();
    visit(hash);
    await mount('dancers');
    await changeHash(hash);
    expect(writes).toEqual([]);
    expect(reloads).not.toHaveBeenCalled();
    expect(readCookie('sortby')).toBe('newest');
    expect(location.hash).toBe('#sortby=newest');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
    expect(context.errors).toEqual([]);
  });
});

describe('hashchange', () => {
  it('saves a new value typed into the address and reloads once', async () => {
    writeCookie('sortby', 'newest');
    await mount('dancers');
    expect(location.hash).toBe('#sortby=newest');
    await changeHash('#sortby=price_asc');
    expect(readCookie('sortby')).toBe('price_asc');
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('stops listening once unmounted', async () => {
    await mount('dancers');
    for (const stop of stops) stop();
    stops = [];
    await changeHash('#sortby=price_asc');
    expect(readCookie('sortby')).toBeUndefined();
    expect(reloads).not.toHaveBeenCalled();
  });
});

describe('blocked cookies', () => {
  it('do not reload when the browser drops the writes, and say so in an event', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tried = blockCookies();
    visit('#sortby=price_asc');
    await mount('dancers');
    expect(tried).toHaveLength(1);
    expect(reloads).not.toHaveBeenCalled();
    expect(context.events).toEqual([['refuse', { values: { sortby: 'price_asc' }, reason: 'cookies-refused' }]]);
    expect(location.hash).toBe('#sortby=price_asc');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reload at most once per hash when a cookie seems kept but is gone after the reload', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    visit('#sortby=price_asc');
    await mount('dancers');
    expect(reloads).toHaveBeenCalledTimes(1);
    for (let load = 0; load < 3; load += 1) {
      clearCookies();
      await reloadAndMount();
      expect(context.events).toEqual([['refuse', { values: { sortby: 'price_asc' }, reason: 'reloaded-once' }]]);
    }
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('reload once for each new hash, but never twice for one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const visits = ['#sortby=price_asc', '#sortby=name', '#sortby=price_asc', '#sortby=name', '#sortby=newest'];
    visit(visits[0] ?? '');
    await mount('dancers');
    for (const hash of visits.slice(1)) {
      // The cookie is gone after each reload, and the visitor types another hash.
      clearCookies();
      await reloadAndMount();
      expect(eventNames()).toEqual(['refuse']);
      await changeHash(hash);
    }
    expect(reloads).toHaveBeenCalledTimes(3);
    expect(JSON.parse(sessionStorage.getItem(FILTER_HASH_GUARD_KEY) ?? '')).toEqual([
      '/dancers.html#sortby=price_asc',
      '/dancers.html#sortby=name',
      '/dancers.html#sortby=newest',
    ]);
  });

  it('still reload once when sessionStorage throws, the history entry remembering the reload', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    blockSessionStorage();
    visit('#sortby=price_asc');
    await mount('dancers');
    expect(reloads).toHaveBeenCalledTimes(1);
    clearCookies();
    await reloadAndMount();
    expect(reloads).toHaveBeenCalledTimes(1);
    expect(eventNames()).toEqual(['refuse']);
  });

  it('do not risk a reload when neither sessionStorage nor the history entry can remember it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    blockSessionStorage();
    history.replaceState('another script owns this state', '', '/dancers.html#sortby=price_asc');
    const writes = spyCookieWrites();
    await mount('dancers');
    expect(writes).toEqual([]);
    expect(reloads).not.toHaveBeenCalled();
    expect(context.events).toEqual([['refuse', { values: { sortby: 'price_asc' }, reason: 'no-reload-guard' }]]);
    expect(history.state).toBe('another script owns this state');
  });
});

describe('the reload guard after a successful reload', () => {
  it('is forgotten once the cookies match, so that the same link applies again later in the tab', async () => {
    visit('#sortby=price_asc');
    await mount('dancers');
    expect(sessionStorage.getItem(FILTER_HASH_GUARD_KEY)).toBe('["/dancers.html#sortby=price_asc"]');
    expect(history.state).toEqual({ [FILTER_HASH_GUARD_KEY]: '["/dancers.html#sortby=price_asc"]' });
    await reloadAndMount();
    expect(sessionStorage.getItem(FILTER_HASH_GUARD_KEY)).toBeNull();
    expect(history.state).toEqual({});

    // Later the visitor sorts by name, then opens the shared link again.
    writeCookie('sortby', 'name');
    history.pushState(null, '', '/dancers.html#sortby=price_asc');
    await reloadAndMount();
    expect(readCookie('sortby')).toBe('price_asc');
    expect(reloads).toHaveBeenCalledTimes(2);
  });
});
