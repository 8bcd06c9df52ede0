import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { REPLY_COUNTER_ANNOUNCE_MS, REPLY_MAX, REPLY_MIN } from '../../shared/constants.ts';
import { clearFieldInvalid, isMarkedInvalid } from '../../shared/forms/mark-field-invalid.ts';
import { useEventListener } from '../../shared/hooks/use-event-listener.ts';
import { replyMessages } from '../../shared/messages/catalogue/reply-messages.ts';
import { replyModalMessages } from '../../shared/messages/catalogue/reply-modal-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { isReplyLengthValid } from './reply-form-schema.ts';
import { injectReplyStyle, REPLY_SHORT_CLASS } from './reply-style.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

const t = messagesFrom(replyMessages);
const tm = messagesFrom(replyModalMessages);

/** The reply textarea's id; its message element is `<id>-error`. */
export const REPLY_TEXT_ID = 'reply-text';
/** The id of the "N characters left" counter the textarea names in `aria-describedby`. */
export const REPLY_COUNTER_ID = 'reply-text-counter';

/** Props of `<ReplyTextField>`. */
export interface ReplyTextFieldProps {
  /** The review being replied to: each review keeps its own draft. */
  readonly reviewId: number | null;
}

/**
 * The `reply_text` field (spec §4, §5): required, at most REPLY_MAX characters (`maxLength`), and
 * while under REPLY_MIN characters highlighted with the counter "N characters left" (N = REPLY_MIN
 * minus the trimmed length, the length the rules count). The visible counter follows every
 * keystroke and is the textarea's description; a separate polite live region repeats it only once
 * the user pauses (REPLY_COUNTER_ANNOUNCE_MS), so a screen reader is not talked over on each key.
 * Uncontrolled, like FormField: `form.reset()` empties it.
 */
export function ReplyTextField({ reviewId }: ReplyTextFieldProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const drafts = useRef(new Map<number | null, string>());
  const draftFor = useRef(reviewId);
  const [length, setLength] = useState(0);

  useEffect(() => injectReplyStyle(), []);

  // A reply typed for one review must never be sent to another: each review keeps its own draft.
  useLayoutEffect(() => {
    const field = textarea.current;
    if (!field || draftFor.current === reviewId) return;
    drafts.current.set(draftFor.current, field.value);
    field.value = drafts.current.get(reviewId) ?? '';
    draftFor.current = reviewId;
    setLength(field.value.trim().length);
    if (isMarkedInvalid(field)) clearFieldInvalid(field);
  }, [reviewId]);

  // After a successful reply the form is reset: the draft is sent, nothing is left to count. The
  // form is FormModal's, the textarea's own once mounted (the ref is read after the first commit).
  const [form] = useState(() => ({
    get current() {
      return textarea.current?.form ?? null;
    },
  }));
  useEventListener(form, 'reset', () => {
    drafts.current.delete(draftFor.current);
    setLength(0);
  });

  const onInput = (event: FormEvent<HTMLTextAreaElement>) => {
    const field = event.currentTarget;
    setLength(field.value.trim().length);
    // Marked on submit; once the text meets the rules the mark has nothing left to say.
    if (isMarkedInvalid(field) && isReplyLengthValid(field.value)) clearFieldInvalid(field);
  };

  const left = REPLY_MIN - length;
  const counter = left > 0 ? t('charactersLeft', { count: left }) : '';
  const announced = useDebouncedValue(counter, REPLY_COUNTER_ANNOUNCE_MS);

  return (
    <div className={left > 0 ? `form-group ${REPLY_SHORT_CLASS}` : 'form-group'}>
      <label htmlFor={REPLY_TEXT_ID}>{tm('replyTextLabel')}</label>
      <textarea
        ref={textarea}
        id={REPLY_TEXT_ID}
        name="reply_text"
        rows={6}
        className="form-control"
        required
        maxLength={REPLY_MAX}
        aria-describedby={REPLY_COUNTER_ID}
        onInput={onInput}
      />
      <small id={REPLY_COUNTER_ID} className="form-text text-muted">
        {counter}
      </small>
      <span className="sr-only" aria-live="polite" aria-atomic="true">
        {announced}
      </span>
      {/* Rendered here, empty, so that React owns it and markFieldInvalid only fills it. */}
      <div id={`${REPLY_TEXT_ID}-error`} className="invalid-feedback" />
    </div>
  );
}
