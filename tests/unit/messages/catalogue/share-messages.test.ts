import { describe, expect, it } from 'vitest';
import { claimMessages } from '../../../../shared/messages/catalogue/claim-messages.ts';
import { shareMessages } from '../../../../shared/messages/catalogue/share-messages.ts';

describe('shareMessages', () => {
  it('holds the share form texts of spec §5 verbatim', () => {
    expect(shareMessages).toEqual({
      enterFriendEmail: 'Please enter friend e-mail address',
      typeMessage: 'Please type in a message',
      messageMin20: 'You have to type minimum 20 characters',
    });
  });

  it('leaves the texts it shares with the claim form (name, e-mail format) to the claim group', () => {
    expect(claimMessages.invalidEmail).toBe('Please enter a valid e-mail address');
    expect(claimMessages.enterYourName).toBe('Please enter your name');
    expect(claimMessages.nameMin2).toBe('You have to type minimum 2 characters');
    expect(Object.values(shareMessages)).not.toContain('Please enter a valid e-mail address');
  });
});
