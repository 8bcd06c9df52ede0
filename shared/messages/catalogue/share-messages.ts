/** Messages of the catalogue: share form (spec §5). */
export const shareMessages = {
  enterFriendEmail: 'Please enter friend e-mail address',
  typeMessage: 'Please type in a message',
  messageMin20: 'You have to type minimum 20 characters',
} as const;
