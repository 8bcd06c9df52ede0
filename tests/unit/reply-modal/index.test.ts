import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { replyModalMessages } from '../../../shared/messages/catalogue/reply-modal-messages.ts';
import replyWidget from '../../../widgets/reply-modal/index.ts';
import { REPLY_MODAL_ID } from '../../../widgets/reply-modal/reply-modal-id.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';

describe('the reply-modal widget definition', () => {
  it("is named reply-modal and renders the contract's replyReviewModal", () => {
    expect(replyWidget.name).toBe('reply-modal');
    expect(REPLY_MODAL_ID).toBe('replyReviewModal');
  });

  it('needs data-dancer-id as a positive whole number', () => {
    expect(v.parse(replyWidget.options, { dancerId: '42' })).toEqual({ dancerId: 42 });
    // The runtime passes a missing attribute as undefined, so that its own schema names what it needs.
    const missing = v.safeParse(replyWidget.options, { dancerId: undefined });
    expect(missing.success).toBe(false);
    expect(missing.issues?.[0]?.message).toBe('is required: expected a positive whole number');
    expect(v.safeParse(replyWidget.options, { dancerId: 'abc' }).issues?.[0]?.message).toBe('expected a positive whole number');
  });

  it('is the chunk the registry loads for data-widget="reply-modal"', async () => {
    await expect(widgetRegistry['reply-modal']?.()).resolves.toMatchObject({ default: replyWidget });
  });

  it('has its own texts in the catalogue', () => {
    expect(replyModalMessages).toEqual({ replyTitle: 'Reply to this review', replyTextLabel: 'Your reply', replySubmit: 'Send reply' });
  });
});
