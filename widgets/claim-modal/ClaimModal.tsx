import { useEffect, useMemo } from 'react';
import { trackEvent } from '../../shared/analytics/track-event.ts';
import { FormField } from '../../shared/forms/FormField.tsx';
import { FormModal } from '../../shared/forms/FormModal.tsx';
import { profileLink } from '../../shared/forms/profile-link.ts';
import { parseFormAnswer } from '../../shared/http/form-answer.ts';
import { currentPageUrl, postForm } from '../../shared/http/request.ts';
import { claimModalMessages } from '../../shared/messages/catalogue/claim-modal-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { useModalState } from '../../shared/modal/use-modal-state.ts';
import { useOpenOnMount } from '../../shared/modal/use-open-on-mount.ts';
import type { ModalPartProps } from '../../shared/modal/define-modal-widget.ts';
import { ClaimFormSchema, type ClaimFormValues } from './claim-form-schema.ts';

/** The analytics category of the claim modal's events. */
export const CLAIM_ANALYTICS_CATEGORY = 'claim';

const t = messagesFrom(claimModalMessages);

/**
 * The "claim this profile" modal (spec §3, §5, §7): name, e-mail (`visitor`) and phone, posted to
 * the current page with `profile_link`; a success closes the modal and resets the form.
 */
export function ClaimModal({ modalId, openedBy, context }: ModalPartProps<unknown>) {
  const modal = useModalState(modalId);
  useOpenOnMount(modal, openedBy);
  const label = currentPageUrl();

  useEffect(() => {
    if (modal.open) trackEvent({ category: CLAIM_ANALYTICS_CATEGORY, action: 'open', label });
  }, [modal.open, label]);

  // Made once: opening the modal then re-renders none of its body (FormModal).
  const intro = useMemo(() => <p>{t('claimIntro')}</p>, []);
  const fields = useMemo(
    () => (
      <>
        <FormField id="claim-name" name="name" label={t('claimNameLabel')} autoComplete="name" required />
        <FormField id="claim-visitor" name="visitor" type="email" label={t('claimEmailLabel')} autoComplete="email" required />
        <FormField id="claim-phone" name="phone" type="tel" label={t('claimPhoneLabel')} autoComplete="tel" required />
      </>
    ),
    [],
  );

  return (
    <FormModal
      modal={modal}
      title={t('claimTitle')}
      schema={ClaimFormSchema}
      submitLabel={t('claimSubmit')}
      before={intro}
      send={async (values: ClaimFormValues, { signal }) => {
        trackEvent({ category: CLAIM_ANALYTICS_CATEGORY, action: 'submit', label });
        const text = await postForm(currentPageUrl(), { ...values, profile_link: profileLink() }, { signal });
        return parseFormAnswer(text);
      }}
      onSuccess={() => {
        trackEvent({ category: CLAIM_ANALYTICS_CATEGORY, action: 'success', label });
        context.dispatch('sent');
      }}
    >
      {fields}
    </FormModal>
  );
}
