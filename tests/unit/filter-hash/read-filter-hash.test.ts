import { describe, expect, it } from 'vitest';
import { FILTER_HASH_MAX_CHARS, FILTERS_COOKIE_MAX_BYTES } from '../../../shared/constants.ts';
import { FILTER_HASH_NAMES, readFilterHash } from '../../../widgets/filter-hash/read-filter-hash.ts';

const enc = encodeURIComponent;
const filtersJson = JSON.stringify({ city: 'Paris', services: ['massage', 'dinner date'], q: 'a+b & "c"; d=e/f, 50%' });
const filtersPair = `filters=${enc(filtersJson)}`;

describe('readFilterHash on well-formed hashes', () => {
  it('accepts exactly the names sortby and filters', () => {
    expect(FILTER_HASH_NAMES).toEqual(['sortby', 'filters']);
  });

  it.each([
    ['', {}],
    ['#', {}],
    ['#sortby=price_asc', { sortby: 'price_asc' }],
    ['sortby=price_asc', { sortby: 'price_asc' }],
    [`#${filtersPair}`, { filters: JSON.parse(filtersJson) }],
    [`#sortby=name/${filtersPair}`, { sortby: 'name', filters: JSON.parse(filtersJson) }],
    [`#${filtersPair}/sortby=name`, { sortby: 'name', filters: JSON.parse(filtersJson) }],
    [`#filters=${enc('{}')}`, { filters: {} }],
    [`#sortby=${enc('a.b,c:d|e-f_g')}`, { sortby: 'a.b,c:d|e-f_g' }],
  ])('reads %j as %j with no problem', (hash, values) => {
    expect(readFilterHash(hash)).toEqual({ values, problems: [] });
  });

  it('reads a value the browser left partly unencoded, as the address bar shows {"…"} typed by hand', () => {
    expect(readFilterHash('#filters={%22city%22:%22Paris%22}')).toEqual({ values: { filters: { city: 'Paris' } }, problems: [] });
  });

  it('reads a filters value of exactly the largest cookie size', () => {
    const padding = FILTERS_COOKIE_MAX_BYTES - 'filters='.length - enc(JSON.stringify({ q: '' })).length;
    const filters = { q: 'x'.repeat(padding) };
    const reading = readFilterHash(`#filters=${enc(JSON.stringify(filters))}`);
    expect(reading).toEqual({ values: { filters }, problems: [] });
  });
});

describe('readFilterHash on what is not a filter hash', () => {
  it.each(['#main', '#reviews', '#', '#%20'])('answers null for the in-page anchor %j, or nothing for an empty hash', (hash) => {
    const reading = readFilterHash(hash);
    if (hash === '#') expect(reading).toEqual({ values: {}, problems: [] });
    else expect(reading).toBeNull();
  });
});

describe('readFilterHash on malformed hashes', () => {
  it.each([
    ['an unknown name', '#page=2', {}, ['the unknown name "page"']],
    ['a name in another case', '#SortBy=name', {}, ['the unknown name "SortBy"']],
    ['a percent-encoded name', '#%73ortby=name', {}, ['the unknown name "%73ortby"']],
    ['a cookie outside the hash', '#sortbyreviews=newest/view_type=list', {}, ['the unknown name "sortbyreviews"', 'the unknown name "view_type"']],
    ['an unknown name beside a good pair', '#sortby=name/utm_source=x', { sortby: 'name' }, ['the unknown name "utm_source"']],
    ['an empty pair in the middle', '#sortby=name//page=2', { sortby: 'name' }, ['an empty pair', 'the unknown name "page"']],
    ['a trailing slash', '#sortby=name/', { sortby: 'name' }, ['an empty pair']],
    ['a leading slash', '#/sortby=name', { sortby: 'name' }, ['an empty pair']],
    ['a pair without "="', '#sortby=name/oops', { sortby: 'name' }, ['"oops" is not name=value']],
    ['a pair without a name', '#=name', {}, ['"=name" is not name=value']],
    ['an empty value', '#sortby=', {}, ['sortby is empty']],
    ['an empty filters value', '#filters=/sortby=name', { sortby: 'name' }, ['filters is empty']],
    ['a raw "=" in a value', '#sortby=a=b', {}, ['sortby is not encodeURIComponent-encoded']],
    ['a broken percent-encoding', '#sortby=%E0%A4%A', {}, ['sortby has a broken percent-encoding']],
    ['a lone "%"', '#sortby=50%', {}, ['sortby has a broken percent-encoding']],
    ['a broken percent-encoding in filters', '#filters=%7B%22a%22%3A%22%E0%A4%22%7D', {}, ['filters has a broken percent-encoding']],
    ['a sort key with a space', `#sortby=${enc('price asc')}`, {}, ['sortby expected up to 64 letters, digits or . , : | - _']],
    ['a sort key with markup', `#sortby=${enc('<script>')}`, {}, ['sortby expected up to 64 letters, digits or . , : | - _']],
    ['a sort key too long', `#sortby=${'a'.repeat(65)}`, {}, ['sortby expected up to 64 letters, digits or . , : | - _']],
    ['filters that are not JSON', `#filters=${enc('{city:Paris}')}`, {}, ['filters is not valid JSON']],
    ['filters cut short', `#filters=${enc('{"city":')}`, {}, ['filters is not valid JSON']],
    ['filters as a list', `#filters=${enc('["a"]')}`, {}, ['filters expected a JSON object']],
    ['filters as text', `#filters=${enc('"city"')}`, {}, ['filters expected a JSON object']],
    ['filters as null', `#filters=${enc('null')}`, {}, ['filters expected a JSON object']],
    ['filters with a number', `#filters=${enc('{"price_max":80}')}`, {}, ['filters expected text or a list of texts']],
    ['filters with a nested object', `#filters=${enc('{"a":{"b":"c"}}')}`, {}, ['filters expected text or a list of texts']],
    ['filters with a list holding a number', `#filters=${enc('{"a":["b",1]}')}`, {}, ['filters expected text or a list of texts']],
    ['filters with an empty key', `#filters=${enc('{"":"x"}')}`, {}, ['filters expected field names that are not empty']],
  ])('leaves out %s (%j) and names it', (_case, hash, values, problems) => {
    expect(readFilterHash(hash)).toEqual({ values, problems });
  });

  it('leaves out every copy of a name given twice, and keeps the other pair', () => {
    expect(readFilterHash(`#sortby=name/${filtersPair}/sortby=price_asc`)).toEqual({
      values: { filters: JSON.parse(filtersJson) },
      problems: ['sortby is given more than once'],
    });
    expect(readFilterHash('#sortby=name/sortby=name')).toEqual({ values: {}, problems: ['sortby is given more than once'] });
  });

  it('leaves out a value longer than a cookie can hold, before decoding it', () => {
    const long = 'x'.repeat(FILTERS_COOKIE_MAX_BYTES + 1);
    expect(readFilterHash(`#sortby=${long}`)?.problems).toEqual([`sortby is longer than ${FILTERS_COOKIE_MAX_BYTES} characters`]);
    expect(readFilterHash(`#filters=${long}/sortby=name`)).toEqual({
      values: { sortby: 'name' },
      problems: [`filters is longer than ${FILTERS_COOKIE_MAX_BYTES} characters`],
    });
  });

  it('leaves out filters whose cookie would be too large once encoded, though the hash was short', () => {
    // ":" may stand unencoded in a hash, but the cookie holds it as %3A.
    const raw = `{%22q%22:%22${':'.repeat(1300)}%22}`;
    expect(raw.length).toBeLessThan(FILTERS_COOKIE_MAX_BYTES);
    expect(readFilterHash(`#filters=${raw}`)).toEqual({
      values: {},
      problems: [`filters is larger than the ${FILTERS_COOKIE_MAX_BYTES} bytes a cookie can safely hold`],
    });
  });

  it(`does not read a hash over ${FILTER_HASH_MAX_CHARS} characters at all`, () => {
    const hash = `#sortby=name/${'x=y/'.repeat(FILTER_HASH_MAX_CHARS / 4)}`;
    expect(readFilterHash(hash)).toEqual({ values: {}, problems: [`the hash is longer than ${FILTER_HASH_MAX_CHARS} characters`] });
  });

  it('quotes at most 32 characters of a name it does not know', () => {
    const [problem] = readFilterHash(`#${'n'.repeat(100)}=1`)?.problems ?? [];
    expect(problem).toBe(`the unknown name "${'n'.repeat(32)}…"`);
  });

  it('keeps "__proto__" and "constructor" keys out of the filters it gives', () => {
    const reading = readFilterHash(`#filters=${enc('{"__proto__":"x","constructor":"y","city":"Paris"}')}`);
    expect(reading?.values.filters).toEqual({ city: 'Paris' });
    expect(Object.getPrototypeOf(reading?.values.filters)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('never throws, whatever the text', () => {
    const samples = ['#%', '#=', '#==', '#/', '#//', '#sortby', '#sortby==', '#filters=%', '#filters=%7B', '#\u0000=\u0000', `#filters=${enc('1e400')}`];
    for (const hash of samples) expect(() => readFilterHash(hash), hash).not.toThrow();
  });
});
