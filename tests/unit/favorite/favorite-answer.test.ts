import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../shared/http/request-error.ts';
import { parseFavoriteAnswer } from '../../../widgets/favorite/favorite-answer.ts';

const state = (favorite: boolean) => ({ kind: 'state', favorite });

describe('parseFavoriteAnswer', () => {
  it('reads 0 as not a favorite', () => {
    expect(parseFavoriteAnswer('0')).toEqual(state(false));
    expect(parseFavoriteAnswer(' 0\n')).toEqual(state(false));
  });

  it('reads an empty or blank answer as not a favorite, as the legacy `data == 0` did', () => {
    for (const answer of ['', '   ', '\n', ' \r\n\t']) expect(parseFavoriteAnswer(answer), JSON.stringify(answer)).toEqual(state(false));
  });

  it('reads any other short value as a favorite', () => {
    for (const answer of ['1', '2', 'true', 'yes']) expect(parseFavoriteAnswer(answer)).toEqual(state(true));
  });

  it("reads the site's STATUS error as a refusal carrying the form answer, a single string or a list as sent", () => {
    expect(parseFavoriteAnswer('{"STATUS":"error","MESSAGE":"Please log in to save favorites."}')).toEqual({
      kind: 'refused',
      answer: { status: 'error', message: 'Please log in to save favorites.', codes: [] },
    });
    expect(parseFavoriteAnswer('{"STATUS":"error","MESSAGE":["One","Two"],"CODE":["a","b"]}')).toEqual({
      kind: 'refused',
      answer: { status: 'error', message: ['One', 'Two'], codes: ['a', 'b'] },
    });
    expect(parseFavoriteAnswer(' {"STATUS":"error","MESSAGE":["Only one"]}\n')).toEqual({
      kind: 'refused',
      answer: { status: 'error', message: ['Only one'], codes: [] },
    });
  });

  it('rejects an HTML, unknown JSON or message-less answer as malformed', () => {
    const answers = [
      '<br><b>Fatal error</b>',
      '{"a":1}',
      '{"STATUS":"error","MESSAGE":[]}',
      '{"STATUS":"error","MESSAGE":""}',
      '{"STATUS":"error","MESSAGE":["", " "]}',
      '{"STATUS":"success","MESSAGE":"x"}',
      '[Edit]',
    ];
    for (const answer of answers) {
      let caught: unknown;
      try {
        parseFavoriteAnswer(answer);
      } catch (error) {
        caught = error;
      }
      expect(caught, answer).toBeInstanceOf(RequestError);
      expect((caught as RequestError).failure).toBe('malformed');
    }
  });
});

describe('parseFavoriteAnswer limits', () => {
  it('accepts a token of up to 32 word characters or hyphens and rejects a longer one', () => {
    expect(parseFavoriteAnswer('a'.repeat(32))).toEqual(state(true));
    expect(() => parseFavoriteAnswer('a'.repeat(33))).toThrow(RequestError);
    expect(() => parseFavoriteAnswer('1 0')).toThrow(RequestError);
  });
});
