// How the server contract check words a STATUS/MESSAGE/CODE answer (scripts/check-server/verdict.ts).
import { describe, expect, it } from 'vitest';
import { formAnswerFinding } from '../../../scripts/check-server/verdict.ts';

const CLAIM_FIELDS = ['name', 'visitor', 'phone'];

describe('formAnswerFinding', () => {
  it('warns when CODE names no field of the form, or a message has no CODE: only the toast shows', () => {
    const finding = formAnswerFinding({ status: 'error', message: ['Wrong e-mail', 'Too short'], codes: ['email'] }, CLAIM_FIELDS, '');
    expect(finding).toEqual({
      mark: 'warning',
      answer: 'STATUS error with MESSAGE list; CODE names "email"',
      effect:
        '2 error toasts; CODE "email" names no field of the form (name, visitor, phone); the message "Too short" has no CODE: toast only',
    });
  });

  it('fails an error whose MESSAGE list holds no text: the visitor reads the generic message', () => {
    expect(formAnswerFinding({ status: 'error', message: ['', ''], codes: ['name', 'phone'] }, CLAIM_FIELDS, '').mark).toBe('fail');
  });
});
