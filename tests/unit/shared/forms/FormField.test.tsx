import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField, type FormFieldProps } from '../../../../shared/forms/FormField.tsx';
import { clearFieldInvalid, markFieldInvalid } from '../../../../shared/forms/mark-field-invalid.ts';

let unmount: () => void = () => {};

function renderField(props: FormFieldProps): HTMLElement {
  const { container, unmount: unmountRoot } = render(<FormField {...props} />, { container: document.body.appendChild(document.createElement('form')) });
  unmount = unmountRoot;
  return container;
}

afterEach(() => {
  unmount();
  document.body.replaceChildren();
});

describe('FormField', () => {
  it('renders a labelled input with its type, name, autocomplete token and required state', () => {
    const form = renderField({ id: 'claim-visitor', name: 'visitor', label: 'Your e-mail address', type: 'email', autoComplete: 'email', required: true });
    const input = form.querySelector('input')!;

    expect(form.querySelector('label')?.htmlFor).toBe('claim-visitor');
    expect(form.querySelector('label')?.textContent).toBe('Your e-mail address');
    expect(input.id).toBe('claim-visitor');
    expect(input.name).toBe('visitor');
    expect(input.type).toBe('email');
    expect(input.className).toBe('form-control');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.required).toBe(true);
  });

  it('renders a textarea of the given rows', () => {
    const form = renderField({ id: 'share-email-content', name: 'email_content', label: 'Message', rows: 4 });
    const textarea = form.querySelector('textarea')!;

    expect(textarea.getAttribute('rows')).toBe('4');
    expect(textarea.name).toBe('email_content');
    expect(form.querySelector('input')).toBeNull();
  });

  it('holds the empty message element markFieldInvalid fills, names and clears', () => {
    const form = renderField({ id: 'claim-name', name: 'name', label: 'Your name' });
    const input = form.querySelector('input')!;
    const message = form.querySelector('#claim-name-error')!;
    expect(message.className).toBe('invalid-feedback');
    expect(message.textContent).toBe('');
    expect(input.hasAttribute('aria-describedby')).toBe(false);

    markFieldInvalid(input, 'Please enter your name');
    expect(form.querySelectorAll('.invalid-feedback')).toHaveLength(1);
    expect(input.getAttribute('aria-describedby')).toBe('claim-name-error');
    expect(message.textContent).toBe('Please enter your name');

    clearFieldInvalid(input);
    expect(form.querySelector('#claim-name-error')).toBe(message);
    expect(message.textContent).toBe('');
  });
});
