/**
 * How many characters a reader sees in `text`: its grapheme clusters, so that a letter with its
 * combining marks (Devanagari's and Thai's vowel signs, an accent typed apart) counts once.
 */
export function graphemeLength(text: string): number {
  // Intl.Segmenter is missing before Firefox 125, which the bundle supports: there the marks are
  // not counted, which gives the same count except for a few clusters (Indic conjuncts).
  if (typeof Intl.Segmenter !== 'function') return [...text.replace(/\p{M}/gu, '')].length;
  let count = 0;
  for (const _cluster of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) count += 1;
  return count;
}
