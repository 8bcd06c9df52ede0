import { describe, expect, it } from 'vitest';
import { replyMessages } from '../../../../shared/messages/catalogue/reply-messages.ts';

describe('replyMessages', () => {
  it('holds the reply form texts of spec §5 verbatim', () => {
    expect(replyMessages.enterYourReply).toBe('Please enter your reply');
    expect(replyMessages.replyMin50).toBe('You have to type minimum 50 characters');
    expect(replyMessages.noReviewId).toBe('No Id');
  });

  it('reads "N characters left" for the counter of the contract, and names the maximum for long replies', () => {
    expect(replyMessages.charactersLeft).toBe('{count} characters left');
    expect(replyMessages.replyMax).toBe('You can type maximum {max} characters');
    expect(Object.keys(replyMessages).sort()).toEqual(['charactersLeft', 'enterYourReply', 'noReviewId', 'replyMax', 'replyMin50']);
  });
});
