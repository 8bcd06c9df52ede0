import { lastValue } from '../http/params-record.ts';
import { formError, formErrors, formSuccess } from './answers.ts';
import type { BackendCall } from './backend-call.ts';
import { backendMessages as m } from './backend-messages.ts';
import { checkFields, email, minLength, required } from './field-rules.ts';

/** The claimant address that meets the business error "already claimed" (documented for QA). */
export const ALREADY_CLAIMED_EMAIL = 'claimed@example.com';

/** Claim form fields posted to the current page, checked with spec §5's rules. */
export const claimCall: BackendCall = {
  kind: 'claim',
  answer({ fields }) {
    const issues = checkFields(fields, {
      name: [required(m.enterYourName), minLength(2, m.nameMin2)],
      visitor: [required(m.enterYourEmail), email(m.invalidEmail)],
      phone: [required(m.enterYourPhone), minLength(10, m.phoneMin10)],
      profile_link: [required(m.missingProfileLink)],
    });
    if (issues.length > 0) return formErrors(issues);
    if (lastValue(fields, 'visitor').toLowerCase() === ALREADY_CLAIMED_EMAIL) return formError(m.alreadyClaimed);
    return formSuccess(m.claimSent);
  },
  errorMessage: () => formError(m.alreadyClaimed),
  errorList: () =>
    formErrors([
      { code: 'name', message: m.enterYourName },
      { code: 'visitor', message: m.invalidEmail },
    ]),
};
