import * as v from 'valibot';
import { REPLY_MAX, REPLY_MIN } from '../../shared/constants.ts';
import { requiredText } from '../../shared/forms/field-schemas.ts';
import { replyMessages } from '../../shared/messages/catalogue/reply-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';

const t = messagesFrom(replyMessages);

// The hidden ids are digits only; at most 15 so that no id is silently rounded anywhere.
const POSITIVE_ID = /^[1-9]\d{0,14}$/;

/**
 * The reply form's rules (spec §5): reply_text required, REPLY_MIN to REPLY_MAX characters once
 * trimmed; review_id (hidden, from the trigger) required, else "No Id"; dancer_id from the root.
 */
export const ReplyFormSchema = v.object({
  reply_text: v.pipe(
    requiredText(() => t('enterYourReply'), REPLY_MIN, () => t('replyMin50')),
    v.check((text) => text.length <= REPLY_MAX, () => t('replyMax', { max: REPLY_MAX })),
  ),
  review_id: v.pipe(v.string(() => t('noReviewId')), v.regex(POSITIVE_ID, () => t('noReviewId'))),
  dancer_id: v.pipe(v.string(), v.regex(POSITIVE_ID)),
});

/** The reply form's values once valid, the text trimmed. */
export type ReplyFormValues = v.InferOutput<typeof ReplyFormSchema>;

/** Tells whether a reply text is long enough and not too long: the rule the counter and the highlight follow. */
export function isReplyLengthValid(text: string): boolean {
  const length = text.trim().length;
  return length >= REPLY_MIN && length <= REPLY_MAX;
}
