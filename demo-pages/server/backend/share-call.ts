import { lastValue } from '../http/params-record.ts';
import { formError, formErrors, formSuccess } from './answers.ts';
import type { BackendCall } from './backend-call.ts';
import { backendMessages as m } from './backend-messages.ts';
import { checkFields, email, minLength, required } from './field-rules.ts';

/** The friend address that meets the business error "address blocked" (documented for QA). */
export const BLOCKED_FRIEND_EMAIL = 'blocked@example.com';

/** Share form fields posted to the current page, checked with spec §5's rules. */
export const shareCall: BackendCall = {
  kind: 'share',
  answer({ fields }) {
    const issues = checkFields(fields, {
      user_name: [required(m.enterYourName), minLength(2, m.nameMin2)],
      friend_email: [required(m.enterFriendEmail), email(m.invalidEmail)],
      email_content: [required(m.typeMessage), minLength(20, m.messageMin20)],
      profile_link: [required(m.missingProfileLink)],
    });
    if (issues.length > 0) return formErrors(issues);
    if (lastValue(fields, 'friend_email').toLowerCase() === BLOCKED_FRIEND_EMAIL) return formError(m.addressBlocked);
    return formSuccess(m.shareSent);
  },
  errorMessage: () => formError(m.addressBlocked),
  errorList: () =>
    formErrors([
      { code: 'user_name', message: m.nameMin2 },
      { code: 'friend_email', message: m.invalidEmail },
    ]),
};
