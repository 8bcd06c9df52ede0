import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isEmail, maxText, requiredEmail, requiredText } from '../../../../shared/forms/field-schemas.ts';

function firstMessage(schema: v.GenericSchema, input: unknown): string | undefined {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success ? undefined : result.issues[0].message;
}

describe('requiredText', () => {
  const schema = requiredText('Please enter your name', 2, 'You have to type minimum 2 characters');

  it('asks for the field when it is missing, empty or blank', () => {
    for (const input of [undefined, null, 42, '', '   \n']) expect(firstMessage(schema, input)).toBe('Please enter your name');
  });

  it('asks for the minimum when the trimmed text is short', () => {
    expect(firstMessage(schema, 'A')).toBe('You have to type minimum 2 characters');
    expect(firstMessage(schema, ' A ')).toBe('You have to type minimum 2 characters');
  });

  it('accepts and trims text long enough', () => {
    expect(v.parse(schema, '  Ann ')).toBe('Ann');
    expect(v.parse(schema, 'Al')).toBe('Al');
  });

  it('reads a message function when the issue is reported', () => {
    let text = 'first';
    const lazy = requiredText(() => text, 2, () => 'short');
    text = 'second';
    expect(firstMessage(lazy, '')).toBe('second');
    expect(firstMessage(lazy, 'a')).toBe('short');
  });
});

describe('requiredEmail', () => {
  const schema = requiredEmail('Please enter your e-mail address', 'Please enter a valid e-mail address');

  it('asks for the address when it is missing or blank', () => {
    for (const input of [undefined, '', '  ']) expect(firstMessage(schema, input)).toBe('Please enter your e-mail address');
  });

  it('rejects malformed addresses', () => {
    for (const input of ['ann', 'ann@', '@example.com', 'ann@example', 'ann example@x.com', 'ann@exa mple.com', 'ann@-x.com', 'a@b..com']) {
      expect(firstMessage(schema, input)).toBe('Please enter a valid e-mail address');
    }
  });

  it('accepts ordinary addresses, trimmed', () => {
    expect(v.parse(schema, ' ann.lee+tag@mail.example.co.uk ')).toBe('ann.lee+tag@mail.example.co.uk');
    expect(isEmail("o'neil_1@x-y.io")).toBe(true);
  });
});

describe('maxText', () => {
  it('rejects text over the maximum and non-text', () => {
    const schema = maxText(5, 'You can type maximum 5 characters');
    expect(firstMessage(schema, '123456')).toBe('You can type maximum 5 characters');
    expect(firstMessage(schema, undefined)).toBe('You can type maximum 5 characters');
    expect(v.parse(schema, '12345')).toBe('12345');
  });

  it('pipes after requiredText for a field with both bounds', () => {
    const schema = v.pipe(requiredText('required', 3, 'min'), maxText(5, 'max'));
    expect(firstMessage(schema, '')).toBe('required');
    expect(firstMessage(schema, 'ab')).toBe('min');
    expect(firstMessage(schema, 'abcdef')).toBe('max');
    expect(v.parse(schema, ' abcd ')).toBe('abcd');
  });
});
