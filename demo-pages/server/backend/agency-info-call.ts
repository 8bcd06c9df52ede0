import { agencyNameProblem } from '../../../widgets/agency-form/validate-agency-fields.ts';
import { lastValue } from '../http/params-record.ts';
import { badRequest, textAnswer } from './answers.ts';
import type { BackendCall } from './backend-call.ts';

/** An agency name that is always taken, compared without case (documented for QA). */
export const TAKEN_AGENCY_NAME = 'Taken Agency';
/** A phone number that is always registered, compared by its digits (documented for QA). */
export const TAKEN_AGENCY_PHONE = '5550000000';

const MAX_PHONE_LENGTH = 32;

/**
 * `POST /controller/ajax/change_agency_info.php`: answers `agency_name_exist`,
 * `agency_phone_exist` or `ok` (and saves the details) as plain text (spec §7). Invalid fields
 * get a 400, because any other 200 text would read as success to the page.
 */
export const agencyInfoCall: BackendCall = {
  kind: 'agencyInfo',
  answer({ fields, state }) {
    const name = lastValue(fields, 'agency_name');
    const phone = lastValue(fields, 'agency_phone');
    // Spec §5, the widget's own rule: 4 to 32 letters (with their combining marks), digits, hyphens or spaces.
    if (agencyNameProblem(name) !== null) return badRequest('Invalid name');
    if (phone === '' || phone.length > MAX_PHONE_LENGTH) return badRequest('Please complete a valid phone number');
    if (name.toLowerCase() === TAKEN_AGENCY_NAME.toLowerCase()) return textAnswer('agency_name_exist');
    if (phone.replace(/\D/g, '') === TAKEN_AGENCY_PHONE) return textAnswer('agency_phone_exist');
    state.agency = { name, phone };
    return textAnswer('ok');
  },
  // The plain-text call's two error answers stand in for the message and list branches.
  errorMessage: () => textAnswer('agency_name_exist'),
  errorList: () => textAnswer('agency_phone_exist'),
};
