/** Messages of the catalogue: the claim modal's own texts (the spec gives only its validation texts, in claimMessages). */
export const claimModalMessages = {
  claimTitle: 'Claim this profile',
  claimIntro: 'Is this your profile? Leave your details and we will contact you to confirm that it is yours.',
  claimNameLabel: 'Your name',
  claimEmailLabel: 'Your e-mail address',
  claimPhoneLabel: 'Your phone',
  claimSubmit: 'Send claim',
} as const;
