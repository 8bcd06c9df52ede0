import * as v from 'valibot';
import { SHARE_MESSAGE_MIN, SHARE_NAME_MIN } from '../../shared/constants.ts';
import { requiredEmail, requiredText } from '../../shared/forms/field-schemas.ts';
import { claimMessages } from '../../shared/messages/catalogue/claim-messages.ts';
import { shareMessages } from '../../shared/messages/catalogue/share-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';

// Spec §5 gives user_name's rule (required, min 2) but no texts of its own: the claim form's name
// texts are the same words for the same rule, and so is the e-mail format text.
const claim = messagesFrom(claimMessages);
const share = messagesFrom(shareMessages);

/** The share form's rules (spec §5): the sender's name, the friend's e-mail and the message. */
export const ShareFormSchema = v.object({
  user_name: requiredText(() => claim('enterYourName'), SHARE_NAME_MIN, () => claim('nameMin2')),
  friend_email: requiredEmail(() => share('enterFriendEmail'), () => claim('invalidEmail')),
  email_content: requiredText(() => share('typeMessage'), SHARE_MESSAGE_MIN, () => share('messageMin20')),
});

/** The share form's values once valid, trimmed. */
export type ShareFormValues = v.InferOutput<typeof ShareFormSchema>;
