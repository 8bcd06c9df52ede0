/** Messages of the catalogue: reply form (spec §4, §5). */
export const replyMessages = {
  enterYourReply: 'Please enter your reply',
  replyMin50: 'You have to type minimum 50 characters',
  replyMax: 'You can type maximum {max} characters',
  charactersLeft: '{count} characters left',
  noReviewId: 'No Id',
} as const;
