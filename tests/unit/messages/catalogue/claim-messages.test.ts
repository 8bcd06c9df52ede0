import { describe, expect, it } from 'vitest';
import { claimMessages } from '../../../../shared/messages/catalogue/claim-messages.ts';

describe('claimMessages', () => {
  it('holds the claim form texts of spec §5 verbatim', () => {
    expect(claimMessages).toEqual({
      enterYourName: 'Please enter your name',
      nameMin2: 'You have to type minimum 2 characters',
      enterYourEmail: 'Please enter your e-mail address',
      invalidEmail: 'Please enter a valid e-mail address',
      enterYourPhone: 'Please enter your phone',
      phoneMin10: 'You have to type minimum 10 characters',
    });
  });
});
