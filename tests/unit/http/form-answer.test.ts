import { describe, expect, it } from 'vitest';
import { findFormAnswer, parseFormAnswer, parseJson, parseJsonOrUndefined } from '../../../shared/http/form-answer.ts';
import { RequestError } from '../../../shared/http/request-error.ts';

/** Returns what `parse` throws, failing the test when it does not throw a RequestError. */
function failureOf(parse: () => unknown): RequestError {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(RequestError);
    return error as RequestError;
  }
  throw new Error('Expected a RequestError.');
}

describe('parseFormAnswer', () => {
  it('accepts an error with a list of messages and a list of field codes', () => {
    const text = JSON.stringify({ STATUS: 'error', MESSAGE: ['Please enter your name', 'Please enter your phone'], CODE: ['name', 'phone'] });

    expect(parseFormAnswer(text)).toEqual({
      status: 'error',
      message: ['Please enter your name', 'Please enter your phone'],
      codes: ['name', 'phone'],
    });
  });

  it('accepts an error with one string message and one code', () => {
    expect(parseFormAnswer('{"STATUS":"error","MESSAGE":"Try later","CODE":"visitor"}')).toEqual({
      status: 'error',
      message: 'Try later',
      codes: ['visitor'],
    });
  });

  it('accepts numeric codes, alone or in a list, as text', () => {
    expect(parseFormAnswer('{"STATUS":"error","MESSAGE":["a","b"],"CODE":[1,"phone"]}').codes).toEqual(['1', 'phone']);
    expect(parseFormAnswer('{"STATUS":"error","MESSAGE":"a","CODE":7}').codes).toEqual(['7']);
  });

  it('accepts a success without CODE, giving no codes', () => {
    expect(parseFormAnswer('{"STATUS":"success","MESSAGE":"Thank you!"}')).toEqual({
      status: 'success',
      message: 'Thank you!',
      codes: [],
    });
  });

  it('rejects text that is not JSON as malformed', () => {
    const error = failureOf(() => parseFormAnswer('<b>Fatal error</b>'));

    expect(error.failure).toBe('malformed');
    expect(error.message).toBe('The answer is not valid JSON.');
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it.each([
    ['an empty answer', ''],
    ['a missing STATUS', '{"MESSAGE":"x"}'],
    ['an unknown STATUS', '{"STATUS":"ok","MESSAGE":"x"}'],
    ['a missing MESSAGE', '{"STATUS":"success"}'],
    ['a numeric MESSAGE', '{"STATUS":"error","MESSAGE":5}'],
    ['a list MESSAGE holding a number', '{"STATUS":"error","MESSAGE":["a",1]}'],
    ['a CODE of the wrong type', '{"STATUS":"error","MESSAGE":"a","CODE":true}'],
    ['a list instead of an object', '["error","x"]'],
    ['null', 'null'],
  ])('rejects %s as malformed', (_case, text) => {
    expect(failureOf(() => parseFormAnswer(text)).failure).toBe('malformed');
  });

  it('says what it expected in the malformed error', () => {
    expect(failureOf(() => parseFormAnswer('{"STATUS":"ok","MESSAGE":"x"}')).message).toMatch(/^Expected a STATUS\/MESSAGE\/CODE answer: .+\.$/);
  });
});

describe('parseJson', () => {
  it('parses JSON text', () => {
    expect(parseJson('{"url":"https://x.test/a"}')).toEqual({ url: 'https://x.test/a' });
  });

  it('rejects invalid JSON as malformed', () => {
    expect(failureOf(() => parseJson('{')).failure).toBe('malformed');
  });
});

describe('findFormAnswer', () => {
  it('reads a JSON object carrying STATUS as a form answer', () => {
    expect(findFormAnswer(' {"STATUS":"error","MESSAGE":"No."}\n')).toEqual({ status: 'error', message: 'No.', codes: [] });
  });

  it.each([
    ['plain text', 'great night'],
    ['text starting with a bracket', '[Edit] great night'],
    ['text starting with a brace', '{Update} great night'],
    ['broken JSON', '{"STATUS":'],
    ['a JSON object without STATUS', '{"url":"https://x.test/a"}'],
    ['a JSON list', '["STATUS"]'],
    ['a JSON number', '1'],
    ['JSON null', 'null'],
    ['an empty text', ''],
  ])('finds none in %s', (_case, text) => {
    expect(findFormAnswer(text)).toBeNull();
  });

  it('rejects an object carrying STATUS that is no valid form answer as malformed', () => {
    expect(failureOf(() => findFormAnswer('{"STATUS":"maybe","MESSAGE":"x"}')).failure).toBe('malformed');
    expect(failureOf(() => findFormAnswer('{"STATUS":"error"}')).failure).toBe('malformed');
  });
});

describe('parseJsonOrUndefined', () => {
  it('parses JSON text, and gives undefined for text that is not JSON', () => {
    expect(parseJsonOrUndefined('{"a":[1]}')).toEqual({ a: [1] });
    expect(parseJsonOrUndefined('null')).toBeNull();
    expect(parseJsonOrUndefined('{')).toBeUndefined();
    expect(parseJsonOrUndefined('')).toBeUndefined();
  });
});
