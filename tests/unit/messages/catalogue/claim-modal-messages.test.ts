import { describe, expect, it } from 'vitest';
import { claimModalMessages } from '../../../../shared/messages/catalogue/claim-modal-messages.ts';

describe('claimModalMessages', () => {
  it('names the claim modal, its fields and its button', () => {
    expect(claimModalMessages).toEqual({
      claimTitle: 'Claim this profile',
      claimIntro: 'Is this your profile? Leave your details and we will contact you to confirm that it is yours.',
      claimNameLabel: 'Your name',
      claimEmailLabel: 'Your e-mail address',
      claimPhoneLabel: 'Your phone',
      claimSubmit: 'Send claim',
    });
  });
});
