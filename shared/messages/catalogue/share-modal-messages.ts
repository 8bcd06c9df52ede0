/** Messages of the catalogue: the share modal's own texts (the spec gives only its validation texts, in shareMessages). */
export const shareModalMessages = {
  shareTitle: 'Share this profile',
  shortLinkLabel: 'Short link',
  copyLink: 'Copy link',
  linkCopied: 'Copied',
  linkCopiedAnnouncement: 'The link has been copied to the clipboard.',
  copyManually: 'The link could not be copied automatically. It is selected: press Ctrl+C (Cmd+C on a Mac) to copy it.',
  shareByEmail: 'Or send it to a friend by e-mail:',
  shareNameLabel: 'Your name',
  shareFriendEmailLabel: "Your friend's e-mail address",
  shareMessageLabel: 'Message',
  shareSubmit: 'Send',
} as const;
