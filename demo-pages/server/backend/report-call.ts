import { lastValue } from '../http/params-record.ts';
import { formError, formErrors, formSuccess } from './answers.ts';
import type { BackendCall } from './backend-call.ts';
import { backendMessages as m } from './backend-messages.ts';
import { parsePositiveId } from './parse-id.ts';

/** Issue 2 is the one reported with `&type=2` in the query (spec §7). */
const TYPED_ISSUE = '2';

/**
 * `POST /controller/ajax/phone_reports.php?id=N[&type=2]` with `issue=1..4` and `other` for 3
 * and 4. The spec leaves the answer open; it is the site's STATUS/MESSAGE/CODE form answer.
 */
export const reportCall: BackendCall = {
  kind: 'report',
  answer({ query, fields }) {
    if (parsePositiveId(lastValue(query, 'id')) === null) return formError(m.unknownProfile);
    const issue = lastValue(fields, 'issue');
    if (!['1', '2', '3', '4'].includes(issue)) return formErrors([{ code: 'issue', message: m.noIssueChecked }]);
    // The legacy client adds type=2 exactly when issue 2 is chosen; a mismatch is a client bug worth seeing.
    const typed = query.has('type');
    if (typed !== (issue === TYPED_ISSUE) || (typed && lastValue(query, 'type') !== TYPED_ISSUE)) {
      return formError(m.reportTypeMismatch);
    }
    const other = lastValue(fields, 'other');
    if (issue === '3' && other === '') return formErrors([{ code: 'other', message: m.enterOtherPhone }]);
    if (issue === '4' && other === '') return formErrors([{ code: 'other', message: m.enterOtherReason }]);
    return formSuccess(m.reportSent);
  },
  errorMessage: () => formError('You have already reported this profile today.'),
  errorList: () =>
    formErrors([
      { code: 'issue', message: m.noIssueChecked },
      { code: 'other', message: m.enterOtherPhone },
    ]),
};
