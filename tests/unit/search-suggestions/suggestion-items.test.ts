import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../shared/http/request-error.ts';
import { parseSuggestions } from '../../../widgets/search-suggestions/combobox/suggestion-items.ts';

const ANNA = {
  value: 'Anna',
  label: 'Anna',
  label_info: '24 · Berlin',
  details: '3 reviews',
  url: '/profile.html?id=1',
  thumb: '/media/thumb-1.svg',
  category: 'Profiles',
};

function malformedError(answer: string): RequestError {
  try {
    parseSuggestions(answer);
  } catch (error) {
    return error as RequestError;
  }
  throw new Error(`${answer} was accepted`);
}

describe('parseSuggestions', () => {
  it('reads a list of complete items, with label_info as labelInfo', () => {
    expect(parseSuggestions(JSON.stringify([ANNA]))).toEqual([
      {
        value: 'Anna',
        label: 'Anna',
        labelInfo: '24 · Berlin',
        details: '3 reviews',
        url: '/profile.html?id=1',
        thumb: '/media/thumb-1.svg',
        category: 'Profiles',
      },
    ]);
  });

  it('reads an empty list as no suggestions', () => {
    expect(parseSuggestions('[]')).toEqual([]);
  });

  it('tolerates missing and null optional fields as empty text, and numbers as text', () => {
    expect(parseSuggestions(JSON.stringify([{ label: 'Berlin' }, { value: 'Paris', details: null, label_info: 12 }]))).toEqual([
      { value: 'Berlin', label: 'Berlin', labelInfo: '', details: '', url: '', thumb: '', category: '' },
      { value: 'Paris', label: 'Paris', labelInfo: '12', details: '', url: '', thumb: '', category: '' },
    ]);
  });

  it('drops the items that fail validation and keeps the others', () => {
    const answer = JSON.stringify([
      ANNA,
      null,
      'Berlin',
      42,
      [],
      { label: ['not', 'text'] },
      { label: 'Bad url type', url: { href: '/' } },
      { label: '', value: '   ' },
      { details: 'no label, no value' },
      { ...ANNA, label: 'Bob', value: 'Bob' },
    ]);
    expect(parseSuggestions(answer).map((item) => item.label)).toEqual(['Anna', 'Bob']);
  });

  it('ignores fields it does not know', () => {
    expect(parseSuggestions(JSON.stringify([{ ...ANNA, id: 7, html: '<b>x</b>' }]))[0]).not.toHaveProperty('html');
  });

  it('keeps markup in the texts as it is: rendering inserts it as text', () => {
    const [item] = parseSuggestions(JSON.stringify([{ label: '<img src=x onerror=alert(1)>', url: 'javascript:alert(1)' }]));
    expect(item?.label).toBe('<img src=x onerror=alert(1)>');
    expect(item?.url).toBe('javascript:alert(1)');
  });

  it.each([
    ['a PHP error page', '<br />\n<b>Fatal error</b>: Uncaught Error'],
    ['an empty answer', ''],
    ['an object', '{"STATUS":"error","MESSAGE":"Search is not available right now."}'],
    ['a string', '"Anna"'],
    ['null', 'null'],
    ['a number', '3'],
  ])('calls %s a malformed answer', (_case, answer) => {
    const error = malformedError(answer);
    expect(error).toBeInstanceOf(RequestError);
    expect(error.failure).toBe('malformed');
  });
});
