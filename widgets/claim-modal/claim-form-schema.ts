import * as v from 'valibot';
import { CLAIM_NAME_MIN, CLAIM_PHONE_MIN } from '../../shared/constants.ts';
import { requiredEmail, requiredText } from '../../shared/forms/field-schemas.ts';
import { claimMessages } from '../../shared/messages/catalogue/claim-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';

const t = messagesFrom(claimMessages);

/** The claim form's rules (spec §5): name, the claimant's e-mail (`visitor`) and phone, with the spec's messages. */
export const ClaimFormSchema = v.object({
  name: requiredText(() => t('enterYourName'), CLAIM_NAME_MIN, () => t('nameMin2')),
  visitor: requiredEmail(() => t('enterYourEmail'), () => t('invalidEmail')),
  phone: requiredText(() => t('enterYourPhone'), CLAIM_PHONE_MIN, () => t('phoneMin10')),
});

/** The claim form's values once valid, trimmed. */
export type ClaimFormValues = v.InferOutput<typeof ClaimFormSchema>;
