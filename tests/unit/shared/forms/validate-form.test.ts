import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { requiredEmail, requiredText } from '../../../../shared/forms/field-schemas.ts';
import { markFieldInvalid } from '../../../../shared/forms/mark-field-invalid.ts';
import { validateForm } from '../../../../shared/forms/validate-form.ts';

const ClaimSchema = v.object({
  name: requiredText('Please enter your name', 2, 'You have to type minimum 2 characters'),
  visitor: requiredEmail('Please enter your e-mail address', 'Please enter a valid e-mail address'),
  phone: requiredText('Please enter your phone', 10, 'You have to type minimum 10 characters'),
});

function claimForm(values: { name?: string; visitor?: string; phone?: string } = {}): HTMLFormElement {
  document.body.innerHTML = `<form>
    <input id="claim-name" name="name" class="form-control">
    <input id="claim-visitor" name="visitor" class="form-control" aria-describedby="claim-visitor-hint">
    <small id="claim-visitor-hint">We never share it</small>
    <input id="claim-phone" name="phone" class="form-control">
    <button type="submit">Claim</button>
  </form>`;
  const form = document.querySelector('form');
  if (!form) throw new Error('no form');
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement) field.value = value;
  }
  return form;
}

function field(id: string): HTMLInputElement {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLInputElement)) throw new Error(`no field ${id}`);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('validateForm', () => {
  it('returns the parsed values of a valid form and marks nothing', () => {
    const form = claimForm({ name: ' Ann ', visitor: 'ann@example.com', phone: '0123456789' });
    expect(validateForm(form, ClaimSchema)).toEqual({
      success: true,
      values: { name: 'Ann', visitor: 'ann@example.com', phone: '0123456789' },
    });
    expect(form.querySelectorAll('[aria-invalid], .is-invalid, .invalid-feedback')).toHaveLength(0);
  });

  it("marks every invalid field with its first issue's message, exactly the spec's text", () => {
    const form = claimForm({ name: '', visitor: 'ann@', phone: '123' });
    const result = validateForm(form, ClaimSchema);
    expect(result).toEqual({
      success: false,
      errors: {
        name: 'Please enter your name',
        visitor: 'Please enter a valid e-mail address',
        phone: 'You have to type minimum 10 characters',
      },
    });
    expect(document.getElementById('claim-name-error')?.textContent).toBe('Please enter your name');
    expect(document.getElementById('claim-visitor-error')?.textContent).toBe('Please enter a valid e-mail address');
    expect(document.getElementById('claim-phone-error')?.textContent).toBe('You have to type minimum 10 characters');
    for (const id of ['claim-name', 'claim-visitor', 'claim-phone']) {
      expect(field(id).getAttribute('aria-invalid')).toBe('true');
      expect(field(id).classList.contains('is-invalid')).toBe(true);
    }
    expect(field('claim-visitor').getAttribute('aria-describedby')).toBe('claim-visitor-hint claim-visitor-error');
  });

  it('focuses the first invalid field in document order', () => {
    const form = claimForm({ name: 'Ann', visitor: 'bad', phone: '' });
    validateForm(form, ClaimSchema);
    expect(document.activeElement).toBe(field('claim-visitor'));
  });

  it('clears fields that became valid and keeps marking those still invalid', () => {
    const form = claimForm({ name: '', visitor: '', phone: '' });
    validateForm(form, ClaimSchema);
    field('claim-name').value = 'Ann';
    field('claim-visitor').value = 'ann@example.com';
    const result = validateForm(form, ClaimSchema);
    expect(result.success).toBe(false);
    expect(field('claim-name').hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById('claim-name-error')).toBeNull();
    expect(field('claim-visitor').getAttribute('aria-describedby')).toBe('claim-visitor-hint');
    expect(field('claim-phone').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('claim-phone'));
  });

  it('clears a mark the server set once the form validates', () => {
    const form = claimForm({ name: 'Ann', visitor: 'ann@example.com', phone: '0123456789' });
    markFieldInvalid(field('claim-phone'), 'This phone is already registered!');
    expect(validateForm(form, ClaimSchema).success).toBe(true);
    expect(field('claim-phone').hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById('claim-phone-error')).toBeNull();
  });

  it('never changes what the user typed', () => {
    const form = claimForm({ name: ' A ', visitor: 'x', phone: '1' });
    validateForm(form, ClaimSchema);
    expect([field('claim-name').value, field('claim-visitor').value, field('claim-phone').value]).toEqual([' A ', 'x', '1']);
  });

  it('returns an issue about a field the form lacks, or about the whole form, without marking anything', () => {
    document.body.innerHTML = '<form><input name="a" value="x"></form>';
    const form = document.querySelector('form');
    if (!form) throw new Error('no form');
    const schema = v.pipe(
      v.object({ a: v.string(), b: v.string('b is missing') }),
      v.check(() => false, 'never valid'),
    );
    const result = validateForm(form, schema);
    expect(result.success).toBe(false);
    expect(Object.keys(result.success ? {} : result.errors)).toEqual(['b']);
    const whole = validateForm(form, v.pipe(v.object({ a: v.string() }), v.check(() => false, 'never valid')));
    expect(whole).toEqual({ success: false, errors: { '': 'never valid' } });
    expect(form.querySelectorAll('[aria-invalid]')).toHaveLength(0);
  });

  it('leaves a disabled field out of the values, as the browser does', () => {
    document.body.innerHTML = '<form><input name="a" value="x"><input name="b" disabled><input type="radio" name="c" value="1" disabled></form>';
    const form = document.querySelector('form');
    if (!form) throw new Error('no form');
    const schema = v.object({ a: v.string(), b: v.optional(v.string()), c: v.optional(v.string()) });
    expect(validateForm(form, schema)).toEqual({ success: true, values: { a: 'x' } });
  });

  it('marks a radio group with no choice with its own message', () => {
    document.body.innerHTML = `<form>
      <input type="radio" id="issue-1" name="issue" value="1"><input type="radio" id="issue-3" name="issue" value="3">
    </form>`;
    const form = document.querySelector('form');
    if (!form) throw new Error('no form');
    const schema = v.object({ issue: v.picklist(['1', '2', '3', '4'], "You haven't checked any issue!") });
    expect(validateForm(form, schema)).toEqual({ success: false, errors: { issue: "You haven't checked any issue!" } });
    expect(document.getElementById('issue-1-error')?.textContent).toBe("You haven't checked any issue!");
    expect(field('issue-1').getAttribute('aria-invalid')).toBe('true');
    expect(field('issue-3').getAttribute('aria-describedby')).toBe('issue-1-error');
    expect(document.activeElement).toBe(field('issue-1'));
    field('issue-3').checked = true;
    expect(validateForm(form, schema)).toEqual({ success: true, values: { issue: '3' } });
    expect(field('issue-3').hasAttribute('aria-invalid')).toBe(false);
  });
});
