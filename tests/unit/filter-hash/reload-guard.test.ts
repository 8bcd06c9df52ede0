import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILTER_HASH_GUARD_KEY, FILTER_HASH_GUARD_SIZE } from '../../../shared/constants.ts';
import { hasReloadGuard } from '../../../widgets/filter-hash/has-reload-guard.ts';
import { forgetReload, rememberReload, reloadedFor } from '../../../widgets/filter-hash/reload-guard.ts';

const blockSessionStorage = () =>
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  });

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/dancers.html');
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('the reload guard', () => {
  it('remembers an address in sessionStorage and in the history entry', () => {
    expect(reloadedFor('/dancers.html#sortby=name')).toBe(false);
    expect(rememberReload('/dancers.html#sortby=name')).toBe(true);
    expect(reloadedFor('/dancers.html#sortby=name')).toBe(true);
    expect(reloadedFor('/dancers.html#sortby=newest')).toBe(false);
    expect(sessionStorage.getItem(FILTER_HASH_GUARD_KEY)).toBe('["/dancers.html#sortby=name"]');
    expect(history.state).toEqual({ [FILTER_HASH_GUARD_KEY]: '["/dancers.html#sortby=name"]' });
  });

  it('still knows the address from the history entry alone, as after a reload in another tab', () => {
    rememberReload('/a#sortby=x');
    sessionStorage.clear();
    expect(reloadedFor('/a#sortby=x')).toBe(true);
  });

  it('still knows the address from sessionStorage alone, as on a new history entry', () => {
    rememberReload('/a#sortby=x');
    history.pushState(null, '', '/dancers.html');
    expect(reloadedFor('/a#sortby=x')).toBe(true);
  });

  it(`keeps the last ${FILTER_HASH_GUARD_SIZE} addresses`, () => {
    for (let index = 0; index <= FILTER_HASH_GUARD_SIZE; index += 1) rememberReload(`/a#sortby=${index}`);
    expect(reloadedFor('/a#sortby=0')).toBe(false);
    expect(reloadedFor('/a#sortby=1')).toBe(true);
    expect(reloadedFor(`/a#sortby=${FILTER_HASH_GUARD_SIZE}`)).toBe(true);
  });

  it('forgets one address and keeps the others', () => {
    rememberReload('/a#sortby=x');
    rememberReload('/a#sortby=y');
    forgetReload('/a#sortby=x');
    expect(reloadedFor('/a#sortby=x')).toBe(false);
    expect(reloadedFor('/a#sortby=y')).toBe(true);
  });

  it('keeps the other keys of the history state', () => {
    history.replaceState({ scroll: 120 }, '');
    rememberReload('/a#sortby=x');
    forgetReload('/a#sortby=x');
    expect(history.state).toEqual({ scroll: 120 });
  });

  it('works on the history entry alone when sessionStorage throws', () => {
    blockSessionStorage();
    expect(rememberReload('/a#sortby=x')).toBe(true);
    expect(reloadedFor('/a#sortby=x')).toBe(true);
    forgetReload('/a#sortby=x');
    expect(reloadedFor('/a#sortby=x')).toBe(false);
  });

  it('works on sessionStorage alone when the history state belongs to another script', () => {
    history.replaceState(['not', 'ours'], '');
    expect(rememberReload('/a#sortby=x')).toBe(true);
    expect(history.state).toEqual(['not', 'ours']);
    expect(reloadedFor('/a#sortby=x')).toBe(true);
  });

  it('answers false when nowhere can hold the address, so that the caller does not reload', () => {
    blockSessionStorage();
    history.replaceState('not ours', '');
    expect(rememberReload('/a#sortby=x')).toBe(false);
    expect(reloadedFor('/a#sortby=x')).toBe(false);
  });

  it('answers false when the browser refuses history calls and storage is full', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    } as unknown as Storage);
    vi.spyOn(history, 'replaceState').mockImplementation(() => {
      throw new DOMException('Too many calls to the History API.', 'SecurityError');
    });
    expect(rememberReload('/a#sortby=x')).toBe(false);
  });

  it('reads a damaged list as empty', () => {
    sessionStorage.setItem(FILTER_HASH_GUARD_KEY, '{not json');
    history.replaceState({ [FILTER_HASH_GUARD_KEY]: '[1,2' }, '');
    expect(reloadedFor('/a#sortby=x')).toBe(false);
    expect(rememberReload('/a#sortby=x')).toBe(true);
    expect(reloadedFor('/a#sortby=x')).toBe(true);
  });
});

describe('hasReloadGuard', () => {
  it('is false on a fresh tab and true once an address is remembered', () => {
    expect(hasReloadGuard()).toBe(false);
    rememberReload('/a#sortby=x');
    expect(hasReloadGuard()).toBe(true);
  });

  it('is false again once every address is forgotten, in both places', () => {
    rememberReload('/a#sortby=x');
    rememberReload('/a#sortby=y');
    forgetReload('/a#sortby=x');
    expect(hasReloadGuard()).toBe(true);
    forgetReload('/a#sortby=y');
    expect(hasReloadGuard()).toBe(false);
    expect(sessionStorage.getItem(FILTER_HASH_GUARD_KEY)).toBeNull();
    expect(history.state).toEqual({});
  });

  it('sees a guard kept only in the history entry, and does not throw when sessionStorage does', () => {
    blockSessionStorage();
    expect(hasReloadGuard()).toBe(false);
    rememberReload('/a#sortby=x');
    expect(hasReloadGuard()).toBe(true);
  });

  it('is false for another script\'s state', () => {
    history.replaceState('text', '');
    expect(hasReloadGuard()).toBe(false);
    history.replaceState({ page: 2 }, '');
    expect(hasReloadGuard()).toBe(false);
  });
});
