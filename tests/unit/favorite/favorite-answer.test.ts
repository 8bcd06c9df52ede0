import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../shared/http/request-error.ts';
import { parseFavoriteAnswer } from '../../../widgets/favorite/favorite-answer.ts';

describe('parseFavoriteAnswer', () => {
  it('reads 0 as not a favorite', () => {
    expect(parseFavoriteAnswer('0')).toBe(false);
    expect(parseFavoriteAnswer(' 0\n')).toBe(false);
  });

  it('reads any other short value as a favorite', () => {
    for (const answer of ['1', '2', 'true', 'yes']) expect(parseFavoriteAnswer(answer)).toBe(true);
  });

  it('rejects an empty or HTML answer as malformed', () => {
    for (const answer of ['', '   ', '<br><b>Fatal error</b>', '{"a":1}']) {
      expect(() => parseFavoriteAnswer(answer)).toThrow(RequestError);
      try {
        parseFavoriteAnswer(answer);
      } catch (error) {
        expect((error as RequestError).failure).toBe('malformed');
      }
    }
  });
});

describe('parseFavoriteAnswer limits', () => {
  it('accepts a token of up to 32 word characters or hyphens and rejects a longer one', () => {
    expect(parseFavoriteAnswer('a'.repeat(32))).toBe(true);
    expect(() => parseFavoriteAnswer('a'.repeat(33))).toThrow(RequestError);
    expect(() => parseFavoriteAnswer('1 0')).toThrow(RequestError);
  });
});
