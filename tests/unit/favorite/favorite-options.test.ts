import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FavoriteOptionsSchema } from '../../../widgets/favorite/favorite-options.ts';

describe('FavoriteOptionsSchema', () => {
  it('reads the dancer id as a number and the favorite flag as a boolean', () => {
    expect(v.parse(FavoriteOptionsSchema, { dancerId: '42', favorite: '1' })).toEqual({ dancerId: 42, favorite: true });
    expect(v.parse(FavoriteOptionsSchema, { dancerId: '7', favorite: '0' })).toEqual({ dancerId: 7, favorite: false });
  });

  it('treats an absent data-favorite as not a favorite', () => {
    expect(v.parse(FavoriteOptionsSchema, { dancerId: '42' })).toEqual({ dancerId: 42, favorite: false });
  });

  it('ignores the other data attributes of the root', () => {
    expect(v.parse(FavoriteOptionsSchema, { widget: 'favorite', widgetState: 'mounted', dancerId: '1' })).toEqual({ dancerId: 1, favorite: false });
  });

  it.each([
    ['a dancer id that is not a number', { dancerId: 'abc' }, 'dancerId', 'expected a positive whole number'],
    ['a dancer id of 0', { dancerId: '0' }, 'dancerId', 'expected a positive whole number'],
    ['a missing dancer id', { dancerId: undefined }, 'dancerId', 'is required: expected a positive whole number'],
    ['a favorite flag other than 0 or 1', { dancerId: '42', favorite: 'true' }, 'favorite', 'expected "0" or "1"'],
  ])('rejects %s', (_case, input, key, message) => {
    const result = v.safeParse(FavoriteOptionsSchema, input);

    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.path?.[0]?.key).toBe(key);
    expect(result.issues?.[0]?.message).toBe(message);
  });
});
