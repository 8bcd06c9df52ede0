import { useEffect, useMemo } from 'react';
import { trackEvent } from '../../shared/analytics/track-event.ts';
import { FormField } from '../../shared/forms/FormField.tsx';
import { FormModal } from '../../shared/forms/FormModal.tsx';
import { profileLink } from '../../shared/forms/profile-link.ts';
import { parseFormAnswer } from '../../shared/http/form-answer.ts';
import { currentPageUrl, postForm } from '../../shared/http/request.ts';
import { shareModalMessages } from '../../shared/messages/catalogue/share-modal-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { useModalState } from '../../shared/modal/use-modal-state.ts';
import { useOpenOnMount } from '../../shared/modal/use-open-on-mount.ts';
import type { ModalPartProps } from '../../shared/modal/define-modal-widget.ts';
import { ShareFormSchema, type ShareFormValues } from './share-form-schema.ts';
import { ShortLink } from './ShortLink.tsx';
import { useShortUrl } from './use-short-url.ts';

/** The analytics category of the share modal's events. */
export const SHARE_ANALYTICS_CATEGORY = 'share';

const t = messagesFrom(shareModalMessages);

/**
 * The share modal (spec §3, §4, §5, §7): the page's short link with a copy button, fetched on
 * opening while unknown, and the form that e-mails the profile to a friend (`user_name`,
 * `friend_email`, `email_content`, plus `profile_link`); a success closes the modal and resets the form.
 */
export function ShareModal({ modalId, openedBy, context }: ModalPartProps<unknown>) {
  const modal = useModalState(modalId);
  useOpenOnMount(modal, openedBy);
  const shortUrl = useShortUrl(modal.open);
  const label = currentPageUrl();

  useEffect(() => {
    if (modal.open) trackEvent({ category: SHARE_ANALYTICS_CATEGORY, action: 'open', label });
  }, [modal.open, label]);

  // Made again only when what they show changes: opening the modal re-renders none of its body
  // (FormModal) but the short link, whose loading state is part of the opening commit (useShortUrl).
  const { url, loading } = shortUrl;
  const intro = useMemo(
    () => (
      <>
        <ShortLink
          url={url}
          loading={loading}
          onCopied={(copied) => {
            trackEvent({ category: SHARE_ANALYTICS_CATEGORY, action: 'copy', label });
            context.dispatch('copy', { url: copied });
          }}
        />
        <p>{t('shareByEmail')}</p>
      </>
    ),
    [url, loading, label, context],
  );
  const fields = useMemo(
    () => (
      <>
        <FormField id="share-user-name" name="user_name" label={t('shareNameLabel')} autoComplete="name" required />
        <FormField
          id="share-friend-email"
          name="friend_email"
          type="email"
          label={t('shareFriendEmailLabel')}
          autoComplete="off"
          required
        />
        <FormField id="share-email-content" name="email_content" rows={4} label={t('shareMessageLabel')} autoComplete="off" required />
      </>
    ),
    [],
  );

  return (
    <FormModal
      modal={modal}
      title={t('shareTitle')}
      schema={ShareFormSchema}
      submitLabel={t('shareSubmit')}
      before={intro}
      send={async (values: ShareFormValues, { signal }) => {
        trackEvent({ category: SHARE_ANALYTICS_CATEGORY, action: 'submit', label });
        const text = await postForm(currentPageUrl(), { ...values, profile_link: profileLink() }, { signal });
        return parseFormAnswer(text);
      }}
      onSuccess={() => {
        trackEvent({ category: SHARE_ANALYTICS_CATEGORY, action: 'success', label });
        context.dispatch('sent');
      }}
    >
      {fields}
    </FormModal>
  );
}
