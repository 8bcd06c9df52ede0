import { describe, expect, it } from 'vitest';
import { shareModalMessages } from '../../../../shared/messages/catalogue/share-modal-messages.ts';

describe('shareModalMessages', () => {
  it('names the share modal, its short link, copy states and fields', () => {
    expect(shareModalMessages).toEqual({
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
    });
  });
});
