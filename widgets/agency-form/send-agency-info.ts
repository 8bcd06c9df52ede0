import { getPageConfig } from '../../shared/config/page-config.ts';
import { failureMessage } from '../../shared/http/failure-message.ts';
import { postForm } from '../../shared/http/request.ts';
import { isAbort } from '../../shared/http/request-error.ts';
import { parseAgencyAnswer, type AgencyAnswer } from './agency-answer.ts';

/** What the widget dispatches as `widgets:agency-form:change` (saved) and `:add-profile`. */
export interface AgencyFormDetail {
  readonly name: string;
  readonly phone: string;
}

/** The fields the change-agency-info call posts (spec §7). */
export interface AgencyInfoFields {
  readonly agency_name: string;
  readonly agency_phone: string;
}

/** How one change-agency-info call ended: the server's answer, a failure to tell the user, or the caller's abort. */
export type AgencyInfoOutcome =
  | { readonly kind: 'answer'; readonly answer: AgencyAnswer }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'aborted' };

/**
 * Posts the agency's name and phone to `endpoints.changeAgencyInfo` and reads the answer. Loaded on
 * first use (see AgencyForm), so the page's first download carries no HTTP code.
 */
export async function sendAgencyInfo(fields: AgencyInfoFields, signal: AbortSignal): Promise<AgencyInfoOutcome> {
  try {
    const text = await postForm(getPageConfig().endpoints.changeAgencyInfo, { ...fields }, { signal });
    return { kind: 'answer', answer: parseAgencyAnswer(text) };
  } catch (error) {
    return isAbort(error) ? { kind: 'aborted' } : { kind: 'failed', message: failureMessage(error) };
  }
}
