import { describe, expect, it, vi } from 'vitest';
import { graphemeLength } from '../../../../shared/text/grapheme-length.ts';

describe('graphemeLength', () => {
  it('is available here: Node and Chromium have Intl.Segmenter', () => {
    expect(typeof Intl.Segmenter).toBe('function');
  });

  it.each([
    ['Latin', 'Agency', 6],
    ['a letter and its combining accent', 'Cafe\u0301', 4],
    ['Thai with stacked marks', 'ซี่', 1],
    ['letters outside the BMP', '𐐀𐐁', 2],
    ['an emoji with a skin tone', '👍🏽', 1],
  ])('counts %s as the reader sees it: %j is %i', (_case, text, expected) => {
    expect(graphemeLength(text)).toBe(expected);
  });

  it('without Intl.Segmenter (Firefox before 125) counts the code points that are not combining marks', () => {
    vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
    expect(graphemeLength('Cafe\u0301')).toBe(4);
    expect(graphemeLength('สวัสดี')).toBe(4);
    expect(graphemeLength('𐐀𐐁')).toBe(2);
  });
});
