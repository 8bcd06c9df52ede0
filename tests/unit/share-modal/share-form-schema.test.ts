import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ShareFormSchema } from '../../../widgets/share-modal/share-form-schema.ts';

const valid = { user_name: 'Sam', friend_email: 'friend@example.com', email_content: 'Twenty characters ok' };

function firstMessages(values: Record<string, string>): Record<string, string> {
  const result = v.safeParse(ShareFormSchema, values, { abortPipeEarly: true });
  const messages: Record<string, string> = {};
  if (!result.success) for (const issue of result.issues) messages[String(issue.path?.[0]?.key)] ??= issue.message;
  return messages;
}

describe('ShareFormSchema', () => {
  it('accepts the minimum lengths of spec §9 (name 2, message 20) and trims', () => {
    const result = v.safeParse(ShareFormSchema, { ...valid, user_name: ' Sa ' });
    expect(result.success && result.output).toEqual({ ...valid, user_name: 'Sa' });
  });

  it('gives the spec texts for each broken rule', () => {
    expect(firstMessages({ user_name: '', friend_email: '', email_content: '' })).toEqual({
      user_name: 'Please enter your name',
      friend_email: 'Please enter friend e-mail address',
      email_content: 'Please type in a message',
    });
    expect(firstMessages({ user_name: 'S', friend_email: 'friend', email_content: 'Nineteen characters' })).toEqual({
      user_name: 'You have to type minimum 2 characters',
      friend_email: 'Please enter a valid e-mail address',
      email_content: 'You have to type minimum 20 characters',
    });
  });
});
