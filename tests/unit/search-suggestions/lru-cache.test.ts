import { describe, expect, it } from 'vitest';
import { LruCache } from '../../../widgets/search-suggestions/combobox/lru-cache.ts';

describe('LruCache', () => {
  it('returns what was stored and undefined for an unknown key', () => {
    const cache = new LruCache<number>(2);
    cache.set('ann', 1);
    expect(cache.get('ann')).toBe(1);
    expect(cache.get('bob')).toBeUndefined();
  });

  it('drops the least recently stored entry beyond its capacity', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
  });

  it('counts a read as a use, so a recently read entry survives', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBeUndefined();
  });

  it('replaces the value of a key stored again without growing', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('a', 5);
    expect(cache.size).toBe(1);
    expect(cache.get('a')).toBe(5);
  });

  it('keeps an empty list as a value (an empty answer is cached too)', () => {
    const cache = new LruCache<readonly number[]>(1);
    cache.set('zzz', []);
    expect(cache.get('zzz')).toEqual([]);
  });
});
