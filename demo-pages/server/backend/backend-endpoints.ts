import { agencyInfoCall } from './agency-info-call.ts';
import type { BackendCall } from './backend-call.ts';
import type { CallKind } from './call-kinds.ts';
import { claimCall } from './claim-call.ts';
import { favoriteCall } from './favorite-call.ts';
import { pickGeoCall } from './geo-zones-calls.ts';
import { replyCall } from './reply-call.ts';
import { reportCall } from './report-call.ts';
import { reviewCall } from './review-call.ts';
import { shareCall } from './share-call.ts';
import { shortUrlCall } from './short-url-call.ts';
import { suggestionsCall } from './suggestions-call.ts';

/** A URL of the fake backend: its one method, and how to tell which call a request is. */
export interface BackendEndpoint {
  readonly method: 'GET' | 'POST';
  /** The kind a wrong-method request is logged as, when the path alone tells it. */
  readonly kind: CallKind | null;
  /** Picks the call named by the request, or null when its fields name none. */
  pick(fields: URLSearchParams): BackendCall | null;
}

/**
 * Tells which profile action a POST to the current page is, by its fields, as the legacy PHP
 * page did with its chain of `isset($_POST[...])` (spec §7).
 */
function pickPageCall(fields: URLSearchParams): BackendCall | null {
  const has = (...names: string[]) => names.some((name) => fields.has(name));
  if (has('follow')) return favoriteCall;
  if (has('getShortUrl')) return shortUrlCall;
  if (has('getReview')) return reviewCall;
  if (has('reply_text', 'review_id')) return replyCall;
  if (has('user_name', 'friend_email', 'email_content')) return shareCall;
  if (has('name', 'visitor', 'phone')) return claimCall;
  return null;
}

const single = (method: 'GET' | 'POST', call: BackendCall): BackendEndpoint => ({ method, kind: call.kind, pick: () => call });

/** The fixed backend paths of spec §7. */
const fixedEndpoints: ReadonlyMap<string, BackendEndpoint> = new Map([
  ['/search_suggestions', single('GET', suggestionsCall)],
  ['/ajax/geo_zones.php', { method: 'POST', kind: null, pick: pickGeoCall }],
  ['/controller/ajax/change_agency_info.php', single('POST', agencyInfoCall)],
  ['/controller/ajax/phone_reports.php', single('POST', reportCall)],
]);

/** Every POST to a page address ("the current page") is one of the profile actions. */
export const pageEndpoint: BackendEndpoint = { method: 'POST', kind: null, pick: pickPageCall };

/** The backend endpoint at a fixed path, if any. */
export function findFixedEndpoint(pathname: string): BackendEndpoint | undefined {
  return fixedEndpoints.get(pathname);
}
