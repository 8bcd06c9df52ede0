import { afterEach, describe, expect, it } from 'vitest';
import { readFilters } from '../../../widgets/filter-form/read-filters.ts';
import { readProfileTypeSwitches } from '../../../widgets/filter-form/read-profile-type-switches.ts';
import { getElement, renderFixture } from '../support/dom-fixture.ts';

function form(html: string): HTMLFormElement {
  renderFixture(`<form id="f">${html}</form>`);
  return getElement<HTMLFormElement>('#f');
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readFilters', () => {
  it('reads each field by name, in form order', () => {
    const filters = readFilters(
      form(`<select name="city"><option value="5" selected>Paris</option></select>
        <input name="age_min" value="18"><input name="price_max" value="80">`),
    );
    expect(filters).toEqual({ city: '5', age_min: '18', price_max: '80' });
    expect(Object.keys(filters)).toEqual(['city', 'age_min', 'price_max']);
  });

  it('drops empty and blank values, and trims the others', () => {
    expect(readFilters(form('<input name="a" value=""><input name="b" value="   "><input name="c" value="  x  ">'))).toEqual({ c: 'x' });
  });

  it('makes a list of a name given more than once', () => {
    expect(readFilters(form('<input name="tag" value="a"><input name="tag" value="b"><input name="tag" value="">'))).toEqual({
      tag: ['a', 'b'],
    });
  });

  it('makes a list of a checkbox group even with one box checked, and keeps a lone checkbox as text', () => {
    const filters = readFilters(
      form(`<input type="checkbox" name="services" value="massage" checked><input type="checkbox" name="services" value="dinner">
        <input type="checkbox" name="incalls" value="1" checked><input type="checkbox" name="outcalls" value="1">`),
    );
    expect(filters).toEqual({ services: ['massage'], incalls: '1' });
  });

  it('leaves out a checkbox group with no box checked', () => {
    expect(readFilters(form('<input type="checkbox" name="s" value="a"><input type="checkbox" name="s" value="b">'))).toEqual({});
  });

  it('makes a list of a select multiple and of a name[] field, even with one value', () => {
    const filters = readFilters(
      form(`<select name="areas" multiple><option value="1" selected>1</option><option value="2">2</option></select>
        <input name="langs[]" value="en">`),
    );
    expect(filters).toEqual({ areas: ['1'], 'langs[]': ['en'] });
  });

  // (happy-dom's FormData keeps the fields of a disabled fieldset, which browsers leave out.)
  it('reads as the browser submits: checked radios only, no disabled fields, no files, no buttons', () => {
    const filters = readFilters(
      form(`<input type="radio" name="gender" value="f"><input type="radio" name="gender" value="m" checked>
        <input name="off" value="x" disabled>
        <input type="file" name="photo"><button type="submit" name="go" value="1">Go</button>`),
    );
    expect(filters).toEqual({ gender: 'm' });
  });

  it('includes fields outside the form that name it with form="…"', () => {
    renderFixture('<form id="f"></form><input name="city" value="5" form="f">');
    expect(readFilters(getElement<HTMLFormElement>('#f'))).toEqual({ city: '5' });
  });

  it('leaves the profile-type switches out', () => {
    expect(
      readFilters(
        form(`<input type="checkbox" name="profile_type" value="independent" data-profile-type-switch checked>
          <input name="city" value="5">`),
      ),
    ).toEqual({ city: '5' });
  });

  it('keeps a field named "__proto__" as a plain key, away from the prototype', () => {
    const filters = readFilters(form('<input name="__proto__" value="x">'));
    expect(Object.getPrototypeOf(filters)).toBe(Object.prototype);
    expect(Object.hasOwn(filters, '__proto__')).toBe(true);
  });
});

describe('readProfileTypeSwitches', () => {
  it('reads each switch as its type and whether it is on', () => {
    const switches = readProfileTypeSwitches(
      form(`<input type="checkbox" name="profile_type" value="independent" data-profile-type-switch>
        <input type="checkbox" name="profile_type" value="agency_2" data-profile-type-switch checked>
        <input type="checkbox" name="services" value="x" checked>`),
    );
    expect(switches).toEqual([
      { type: 'independent', on: false },
      { type: 'agency_2', on: true },
    ]);
  });

  it.each([
    ['<input type="radio" name="p" value="a" data-profile-type-switch>', 'data-profile-type-switch goes on a checkbox, found <input>'],
    ['<select name="p" data-profile-type-switch></select>', 'data-profile-type-switch goes on a checkbox, found <select>'],
    ['<input type="checkbox" name="p" value="a b" data-profile-type-switch>', 'data-profile-type-switch needs value="TYPE" of 1 to 32 letters, digits or _, found "a b"'],
    ['<input type="checkbox" name="p" value="" data-profile-type-switch>', 'data-profile-type-switch needs value="TYPE" of 1 to 32 letters, digits or _, found ""'],
    [`<input type="checkbox" name="p" value="${'a'.repeat(33)}" data-profile-type-switch>`, `found "${'a'.repeat(33)}"`],
  ])('throws for %s, naming the problem', (html, message) => {
    expect(() => readProfileTypeSwitches(form(html))).toThrow(message);
  });
});
