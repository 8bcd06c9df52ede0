import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { trackEvent } from '../../shared/analytics/track-event.ts';
import { REPLY_RELOAD_DELAY_MS } from '../../shared/constants.ts';
import { FormModal } from '../../shared/forms/FormModal.tsx';
import { clearFieldInvalid, isMarkedInvalid } from '../../shared/forms/mark-field-invalid.ts';
import { profileLink } from '../../shared/forms/profile-link.ts';
import { parseFormAnswer } from '../../shared/http/form-answer.ts';
import { currentPageUrl, postForm } from '../../shared/http/request.ts';
import { replyModalMessages } from '../../shared/messages/catalogue/reply-modal-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { notifySuccessAfterReload } from '../../shared/notify/notify-after-reload.ts';
import { useModalState } from '../../shared/modal/use-modal-state.ts';
import { useOpenOnMount } from '../../shared/modal/use-open-on-mount.ts';
import { reloadPageAfter } from '../../shared/page/reload-page-after.ts';
import { readReviewId } from '../../shared/reviews/review-id.ts';
import type { ModalPartProps } from '../../shared/modal/define-modal-widget.ts';
import type { ReplyOptions } from './reply-options.ts';
import { ReplyFormSchema, type ReplyFormValues } from './reply-form-schema.ts';
import { ReplyTextField } from './ReplyTextField.tsx';

/** The analytics category of the reply modal's events. */
export const REPLY_ANALYTICS_CATEGORY = 'reply';

/** What the reply modal dispatches as `widgets:reply-modal:sent` after the server accepted a reply. */
export interface ReplySentDetail {
  readonly reviewId: number;
  readonly dancerId: number;
}

/** The id of the hidden `review_id` input; its message ("No Id") is `<id>-error`, at the top of the form. */
export const REPLY_REVIEW_ID_FIELD = 'reply-review-id';

const t = messagesFrom(replyModalMessages);

/**
 * The reply to a review (`replyReviewModal`, spec §3–§5, §7): `reply_text` with the review id of
 * the trigger (`data-review-id`; none: "No Id" and nothing is posted) and the profile's dancer id,
 * posted to the current page with `profile_link`. A success resets the form and reloads the page at
 * once, which shows the reply, and the server's message as a toast (kept for it in sessionStorage,
 * see notifySuccessAfterReload); where the tab cannot keep it, the message shows at once and the
 * reload waits REPLY_RELOAD_DELAY_MS, the submit locked. A failure keeps the text.
 */
export function ReplyModal({ modalId, openedBy, options: { dancerId }, context }: ModalPartProps<ReplyOptions>) {
  const modal = useModalState(modalId);
  useOpenOnMount(modal, openedBy);
  const reviewId = readReviewId(modal.openedBy);
  // The hidden field's value and the analytics label: empty when the trigger names no review.
  const reviewIdText = reviewId === null ? '' : String(reviewId);
  const reviewIdField = useRef<HTMLInputElement>(null);
  // Null when the server's success message waits for the reloaded page; else settles once it is on screen here.
  const shownHere = useRef<Promise<unknown> | null>(null);

  // "No Id" was about the previous trigger; a new one starts clean.
  useLayoutEffect(() => {
    const field = reviewIdField.current;
    if (field && isMarkedInvalid(field)) clearFieldInvalid(field);
  }, [reviewId]);

  useEffect(() => {
    if (modal.open) trackEvent({ category: REPLY_ANALYTICS_CATEGORY, action: 'open', label: reviewIdText });
  }, [modal.open, reviewIdText]);

  // Made again only for another review: opening the modal re-renders none of its body (FormModal).
  const fields = useMemo(
    () => (
      <>
        {/* First, so that "No Id" reads at the top; role=alert because no field can take focus for it. */}
        <div id={`${REPLY_REVIEW_ID_FIELD}-error`} className="invalid-feedback" role="alert" />
        <input ref={reviewIdField} type="hidden" id={REPLY_REVIEW_ID_FIELD} name="review_id" value={reviewIdText} />
        <input type="hidden" name="dancer_id" value={String(dancerId)} />
        <ReplyTextField reviewId={reviewId} />
      </>
    ),
    [reviewIdText, dancerId, reviewId],
  );

  return (
    <FormModal
      modal={modal}
      title={t('replyTitle')}
      schema={ReplyFormSchema}
      submitLabel={t('replySubmit')}
      keepOpenOnSuccess
      announceSuccess={(messages) => {
        shownHere.current = notifySuccessAfterReload(messages);
      }}
      send={async (values: ReplyFormValues, { signal }) => {
        trackEvent({ category: REPLY_ANALYTICS_CATEGORY, action: 'submit', label: values.review_id });
        const text = await postForm(currentPageUrl(), { ...values, profile_link: profileLink() }, { signal });
        return parseFormAnswer(text);
      }}
      onSuccess={async (values, { signal }) => {
        trackEvent({ category: REPLY_ANALYTICS_CATEGORY, action: 'success', label: values.review_id });
        context.dispatch('sent', { reviewId: Number(values.review_id), dancerId } satisfies ReplySentDetail);
        // A message shown here must be read before the page goes: its time starts once it is on
        // screen (the toasts' code loads on the first one). The submit stays locked until the page
        // has gone, so the reply is not sent twice.
        const shown = shownHere.current;
        if (shown) await shown;
        return reloadPageAfter(shown ? REPLY_RELOAD_DELAY_MS : 0, signal);
      }}
    >
      {fields}
    </FormModal>
  );
}
