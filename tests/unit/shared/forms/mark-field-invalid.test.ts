import { afterEach, describe, expect, it } from 'vitest';
import {
  clearFieldInvalid,
  clearInvalidFields,
  fieldNames,
  fieldsNamed,
  focusFirstInvalid,
  markFieldInvalid,
} from '../../../../shared/forms/mark-field-invalid.ts';

function formFrom(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  const form = document.querySelector('form');
  if (!form) throw new Error('no form');
  return form;
}

function input(name: string): HTMLInputElement {
  const element = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!element) throw new Error(`no field ${name}`);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('markFieldInvalid', () => {
  it('sets aria-invalid, is-invalid and a described-by message with the exact text', () => {
    formFrom('<input id="claim-name" name="name" class="form-control">');
    const field = input('name');
    markFieldInvalid(field, 'Please enter your name');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.classList.contains('is-invalid')).toBe(true);
    expect(field.classList.contains('form-control')).toBe(true);
    expect(field.getAttribute('aria-describedby')).toBe('claim-name-error');
    const feedback = document.getElementById('claim-name-error');
    expect(feedback?.textContent).toBe('Please enter your name');
    expect(feedback?.classList.contains('invalid-feedback')).toBe(true);
    expect(feedback?.classList.contains('d-block')).toBe(true);
  });

  it('inserts the message right after the field', () => {
    formFrom('<div class="form-group"><input id="f" name="phone"><small id="f-hint">10 digits</small></div>');
    markFieldInvalid(input('phone'), 'Please enter your phone');
    expect(input('phone').nextElementSibling?.id).toBe('f-error');
  });

  it('keeps the other aria-describedby ids and adds its own once', () => {
    formFrom('<input id="f" name="phone" aria-describedby="f-hint  other"><small id="f-hint">10 digits</small>');
    markFieldInvalid(input('phone'), 'Please enter your phone');
    markFieldInvalid(input('phone'), 'You have to type minimum 10 characters');
    expect(input('phone').getAttribute('aria-describedby')).toBe('f-hint other f-error');
    expect(document.querySelectorAll('#f-error')).toHaveLength(1);
    expect(document.getElementById('f-error')?.textContent).toBe('You have to type minimum 10 characters');
  });

  it('gives a field without an id a stable one, unique per field', () => {
    formFrom('<input name="visitor"><input name="visitor2">');
    markFieldInvalid(input('visitor'), 'Please enter your e-mail address');
    markFieldInvalid(input('visitor2'), 'Please enter a valid e-mail address');
    const id = input('visitor').id;
    expect(id).toMatch(/^visitor-\d+$/);
    expect(input('visitor2').id).not.toBe(id);
    expect(input('visitor').getAttribute('aria-describedby')).toBe(`${id}-error`);
    markFieldInvalid(input('visitor'), 'again');
    expect(input('visitor').id).toBe(id);
  });

  it('reuses a message element the template already has, wherever it is', () => {
    formFrom('<input id="r" name="other"><p>text</p><div id="r-error" class="invalid-feedback"></div>');
    markFieldInvalid(input('other'), 'Please enter the reason');
    expect(document.querySelectorAll('.invalid-feedback')).toHaveLength(1);
    expect(document.getElementById('r-error')?.textContent).toBe('Please enter the reason');
  });

  it('marks a radio group with one message after the wrapper of its last radio', () => {
    const form = formFrom(`
      <div class="custom-control custom-radio"><input type="radio" id="issue-1" name="issue" value="1"><label for="issue-1">1</label></div>
      <div class="custom-control custom-radio"><input type="radio" id="issue-2" name="issue" value="2"><label for="issue-2">2</label></div>
      <button type="submit">Send</button>`);
    const radios = fieldsNamed(form, 'issue');
    markFieldInvalid(radios, "You haven't checked any issue!");
    for (const radio of radios) {
      expect(radio.getAttribute('aria-invalid')).toBe('true');
      expect(radio.getAttribute('aria-describedby')).toBe('issue-1-error');
    }
    const feedback = document.getElementById('issue-1-error');
    expect(feedback?.previousElementSibling).toBe(radios[1]?.parentElement);
    expect(feedback?.textContent).toBe("You haven't checked any issue!");
  });

  it('does nothing for an empty list', () => {
    expect(() => markFieldInvalid([], 'x')).not.toThrow();
  });

  it('works on a form not yet in the page', () => {
    const form = document.createElement('form');
    form.innerHTML = '<input id="d" name="name">';
    const field = form.querySelector('input');
    if (!field) throw new Error('no field');
    markFieldInvalid(field, 'first');
    markFieldInvalid(field, 'second');
    expect(form.querySelectorAll('#d-error')).toHaveLength(1);
    clearFieldInvalid(field);
    expect(form.querySelector('#d-error')).toBeNull();
  });
});

describe('clearFieldInvalid', () => {
  it('removes the marks and the message it inserted, keeping the other describedby ids', () => {
    formFrom('<input id="f" name="phone" class="form-control" aria-describedby="f-hint"><small id="f-hint">hint</small>');
    const field = input('phone');
    markFieldInvalid(field, 'Please enter your phone');
    clearFieldInvalid(field);
    expect(field.hasAttribute('aria-invalid')).toBe(false);
    expect(field.classList.contains('is-invalid')).toBe(false);
    expect(field.classList.contains('form-control')).toBe(true);
    expect(field.getAttribute('aria-describedby')).toBe('f-hint');
    expect(document.getElementById('f-error')).toBeNull();
    expect(document.getElementById('f-hint')).not.toBeNull();
  });

  it('drops aria-describedby when the message was its only id', () => {
    formFrom('<input id="f" name="phone">');
    markFieldInvalid(input('phone'), 'x');
    clearFieldInvalid(input('phone'));
    expect(input('phone').hasAttribute('aria-describedby')).toBe(false);
  });

  it('empties and hides, but keeps, a message element it did not insert', () => {
    formFrom('<input id="r" name="other"><div id="r-error" class="invalid-feedback"></div>');
    markFieldInvalid(input('other'), 'Please enter the reason');
    clearFieldInvalid(input('other'));
    const feedback = document.getElementById('r-error');
    expect(feedback).not.toBeNull();
    expect(feedback?.textContent).toBe('');
    expect(feedback?.classList.contains('d-block')).toBe(false);
  });

  it('is harmless on a field never marked', () => {
    formFrom('<input name="plain" aria-describedby="x">');
    clearFieldInvalid(input('plain'));
    expect(input('plain').getAttribute('aria-describedby')).toBe('x');
  });
});

describe('form helpers', () => {
  it('fieldsNamed and fieldNames skip buttons and keep document order', () => {
    const form = formFrom(`<input name="b"><textarea name="a"></textarea><select name="c"></select>
      <input type="radio" name="r" value="1"><input type="radio" name="r" value="2">
      <input type="submit" name="go"><button name="btn">x</button>`);
    expect(fieldNames(form)).toEqual(['b', 'a', 'c', 'r']);
    expect(fieldsNamed(form, 'r')).toHaveLength(2);
    expect(fieldsNamed(form, 'go')).toEqual([]);
    expect(fieldsNamed(form, 'missing')).toEqual([]);
  });

  it('focusFirstInvalid focuses the first marked field in document order', () => {
    const form = formFrom('<input name="a"><input name="b"><input name="c">');
    markFieldInvalid(input('c'), 'x');
    markFieldInvalid(input('b'), 'y');
    focusFirstInvalid(form);
    expect(document.activeElement).toBe(input('b'));
  });

  it('clearInvalidFields clears every marked field', () => {
    const form = formFrom('<input name="a"><input name="b">');
    markFieldInvalid(input('a'), 'x');
    markFieldInvalid(input('b'), 'y');
    clearInvalidFields(form);
    expect(form.querySelectorAll('[aria-invalid], .is-invalid, .invalid-feedback')).toHaveLength(0);
  });
});
