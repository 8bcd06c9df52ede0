// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mergeVary } from '../../demo-pages/server/http/merge-vary.ts';
import { negotiateEncoding } from '../../demo-pages/server/http/negotiate-encoding.ts';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.4, gzip; q=0.8', 'gzip'],
    ['br;q=1, gzip;q=1', 'br'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*;q=0', 'identity'],
    ['deflate, identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('answers %s with %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('mergeVary', () => {
  it('adds a name to an existing Vary once, whatever its case', () => {
    expect(mergeVary('Cookie', 'Accept-Encoding')).toBe('Cookie, Accept-Encoding');
    expect(mergeVary('cookie, accept-encoding', 'Accept-Encoding')).toBe('cookie, accept-encoding');
    expect(mergeVary(undefined, 'Accept-Encoding')).toBe('Accept-Encoding');
  });
});
