import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropFilterHash } from '../../../../shared/page/drop-filter-hash.ts';

afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('dropFilterHash', () => {
  it('takes a filter hash off the address, keeping path, query and history state, with no new entry', () => {
    history.replaceState({ keep: 1 }, '', '/search.html?term=ann#sortby=name/filters=%7B%7D');
    const entries = history.length;
    dropFilterHash();
    expect(location.href).toBe('http://localhost:3000/search.html?term=ann');
    expect(history.state).toEqual({ keep: 1 });
    expect(history.length).toBe(entries);
  });

  it.each(['', '#main', '#reviews'])('leaves the address as it is with the hash %j', (hash) => {
    history.replaceState(null, '', `/dancers.html${hash}`);
    dropFilterHash();
    expect(location.hash).toBe(hash);
  });

  it('does not throw when the browser refuses the history call', () => {
    history.replaceState(null, '', '/dancers.html#sortby=name');
    vi.spyOn(history, 'replaceState').mockImplementation(() => {
      throw new DOMException('Too many calls to the History API.', 'SecurityError');
    });
    expect(() => dropFilterHash()).not.toThrow();
  });
});
