/** Messages of the catalogue: the 18+ age check (issue 3). The spec gives no text; these are ours. */
export const ageCheckMessages = {
  ageCheckTitle: 'Adults only',
  ageCheckText: 'This website contains material for adults only. You must be 18 years or older to enter.',
  ageCheckConfirm: 'I am 18 or older',
  ageCheckLeave: 'Leave',
} as const;
