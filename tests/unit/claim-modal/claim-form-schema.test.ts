import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClaimFormSchema } from '../../../widgets/claim-modal/claim-form-schema.ts';

const valid = { name: 'Lu', visitor: 'owner@example.com', phone: '0161555014' };

function firstMessages(values: Record<string, string>): Record<string, string> {
  const result = v.safeParse(ClaimFormSchema, values, { abortPipeEarly: true });
  const messages: Record<string, string> = {};
  if (!result.success) for (const issue of result.issues) messages[String(issue.path?.[0]?.key)] ??= issue.message;
  return messages;
}

describe('ClaimFormSchema', () => {
  it('accepts the minimum lengths of spec §9 (name 2, phone 10)', () => {
    expect(v.safeParse(ClaimFormSchema, valid).success).toBe(true);
  });

  it('gives the spec texts for each broken rule', () => {
    expect(firstMessages({ name: '', visitor: '', phone: '' })).toEqual({
      name: 'Please enter your name',
      visitor: 'Please enter your e-mail address',
      phone: 'Please enter your phone',
    });
    expect(firstMessages({ name: 'L', visitor: 'owner@example', phone: '016155501' })).toEqual({
      name: 'You have to type minimum 2 characters',
      visitor: 'Please enter a valid e-mail address',
      phone: 'You have to type minimum 10 characters',
    });
  });
});
