/** Messages of the catalogue: the reply modal's own texts (its validation texts are in replyMessages). */
export const replyModalMessages = {
  replyTitle: 'Reply to this review',
  replyTextLabel: 'Your reply',
  replySubmit: 'Send reply',
} as const;
