/** Messages of the catalogue: claim form (spec §5). */
export const claimMessages = {
  enterYourName: 'Please enter your name',
  nameMin2: 'You have to type minimum 2 characters',
  enterYourEmail: 'Please enter your e-mail address',
  invalidEmail: 'Please enter a valid e-mail address',
  enterYourPhone: 'Please enter your phone',
  phoneMin10: 'You have to type minimum 10 characters',
} as const;
