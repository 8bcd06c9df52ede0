import { geoMessages } from '../../shared/messages/catalogue/geo-messages.ts';
import { requestMessages } from '../../shared/messages/catalogue/request-messages.ts';
import { searchMessages } from '../../shared/messages/catalogue/search-messages.ts';
import { videoVerifyMessages } from '../../shared/messages/catalogue/video-verify-messages.ts';

// Plain data only (no Playwright): docs/reliability.md's generated section comes from this file
// (scripts/reliability-table.ts), and tests/e2e/every-call-fault.spec.ts runs every cell of it.

/** The faults every server call is taken through (issue 11), as `/__scenario` outcomes. */
export const FAULTS = ['http-500', 'http-403', 'network', 'timeout', 'malformed', 'extra-fields', 'very-slow'] as const;

/** One fault of the table. */
export type Fault = (typeof FAULTS)[number];

/** What each fault is, as docs/reliability.md's column headings and the test names say it. */
export const FAULT_TITLES: Readonly<Record<Fault, string>> = {
  'http-500': 'HTTP 500 with an HTML body',
  'http-403': 'HTTP 403',
  network: 'dropped connection',
  timeout: 'timeout',
  malformed: 'malformed body',
  'extra-fields': 'unexpected extra fields',
  'very-slow': 'very slow answer, then a second action',
};

/** The call kinds of spec §7 (and the video upload), as `/__scenario` and `/__requests` name them. */
export type FaultCall =
  | 'favorite'
  | 'claim'
  | 'share'
  | 'shortUrl'
  | 'review'
  | 'reply'
  | 'report'
  | 'suggestions'
  | 'geoCities'
  | 'geoClubs'
  | 'geoAreas'
  | 'agencyInfo'
  | 'videoUpload';

/** Where a call's failure message appears. */
export type MessagePlace = 'toast' | 'status line next to the select' | 'alert in the modal' | 'status region of the page' | 'list line under the search box';

/** One row of the table: a call, how its failures read, and what stays. */
export interface FaultRow {
  readonly call: FaultCall;
  /** The call as the spec names it. */
  readonly title: string;
  /** How the user makes the call, on which demo page. */
  readonly action: string;
  readonly page: string;
  readonly messagePlace: MessagePlace;
  /** The text shown for a transport failure whose catalogue message is `reason` (verbatim). */
  readonly failureText: (reason: string) => string;
  /** The catalogue key of the call's own failure text, when it replaces the transport message. */
  readonly failureKey?: string;
  /** The control that must be usable again after a failure. */
  readonly control: string;
  /** What the user entered, kept after a failure ('—' when the call takes no input). */
  readonly input: string;
  /** What success looks like: the outcome of `extra-fields` (extras ignored) and of `very-slow`. */
  readonly success: string;
  /** The second user action made while a very slow answer is pending. */
  readonly secondAction: string;
  /**
   * Requests the two actions of the `very-slow` cell send: 1 when the second action is ignored
   * while busy, 2 when it is a new lookup that replaces (aborts) the pending one.
   */
  readonly verySlowRequests: 1 | 2;
}

const plain = (reason: string) => reason;
const geo = (failed: string) => (reason: string) => `${failed} ${reason}`;

/** Every server call of spec §7 and the video upload, in the spec's order. */
export const FAULT_ROWS: readonly FaultRow[] = [
  {
    call: 'favorite',
    title: 'favorite (follow=1, dancer_id)',
    action: 'click "Add to favorites"',
    page: '/profile.html',
    messagePlace: 'toast',
    failureText: plain,
    control: 'the favorite button, enabled and not busy',
    input: 'the favorite state (still "Add to favorites")',
    success: '"Remove from favorites"',
    secondAction: 'click the busy button again: ignored',
    verySlowRequests: 1,
  },
  {
    call: 'claim',
    title: 'claim (claim form + profile_link)',
    action: 'fill the claim modal, Send',
    page: '/profile.html',
    messagePlace: 'toast',
    failureText: plain,
    control: 'the Send button, enabled and not busy; the modal open',
    input: 'name, e-mail and phone',
    success: 'the success toast; the modal closes',
    secondAction: 'press Enter in a field: ignored while busy',
    verySlowRequests: 1,
  },
  {
    call: 'share',
    title: 'share (share form + profile_link)',
    action: 'fill the share modal, Send',
    page: '/profile.html',
    messagePlace: 'toast',
    failureText: plain,
    control: 'the Send button, enabled and not busy; the modal open',
    input: 'name, friend\'s e-mail and message',
    success: 'the success toast; the modal closes',
    secondAction: 'press Enter in a field: ignored while busy',
    verySlowRequests: 1,
  },
  {
    call: 'shortUrl',
    title: 'short URL (getShortUrl=1)',
    action: 'open the share modal (asks for the short link)',
    page: '/profile.html',
    messagePlace: 'toast',
    failureText: plain,
    control: 'the short link field not busy; the share form usable',
    input: 'the share fields typed meanwhile',
    success: 'the short link in its field',
    secondAction: 'close and reopen the modal: no second request',
    verySlowRequests: 1,
  },
  {
    call: 'review',
    title: 'review (getReview=ID)',
    action: 'open a review',
    page: '/profile.html',
    messagePlace: 'alert in the modal',
    failureText: plain,
    control: 'the "Try again" button in the modal',
    input: '—',
    success: 'the review in the modal',
    secondAction: 'close and reopen the same review: no second request',
    verySlowRequests: 1,
  },
  {
    call: 'reply',
    title: 'reply (reply form + profile_link)',
    action: 'write a reply, Send reply',
    page: '/profile.html',
    messagePlace: 'toast',
    failureText: plain,
    control: 'the Send reply button, enabled and not busy; the modal open',
    input: 'the reply text',
    success: 'the page reloads, then shows the success toast',
    secondAction: 'click Send reply again: ignored while busy',
    verySlowRequests: 1,
  },
  {
    call: 'report',
    title: 'report (phone_reports.php)',
    action: 'choose "Other reason", type it, Send report',
    page: '/profile.html',
    messagePlace: 'toast',
    failureText: plain,
    control: 'the Send report button, enabled and not busy; the modal open',
    input: 'the chosen option and the reason',
    success: 'the success toast; the modal closes',
    secondAction: 'press Enter in the reason: ignored while busy',
    verySlowRequests: 1,
  },
  {
    call: 'suggestions',
    title: 'search suggestions (GET /search_suggestions)',
    action: 'type a term in the header search box',
    page: '/profile.html',
    messagePlace: 'list line under the search box',
    // One line for every failure (and one console warning): a lookup while typing needs no diagnosis.
    failureText: () => searchMessages.suggestionsFailed,
    failureKey: 'suggestionsFailed',
    control: 'the search box, editable, its list closed',
    input: 'the typed term',
    success: 'the suggestions list',
    secondAction: 'type one more letter: a new query replaces the pending one',
    verySlowRequests: 2,
  },
  {
    call: 'geoCities',
    title: 'geo lookup: cities (get=cities)',
    action: 'choose a country',
    page: '/add-profile.html',
    messagePlace: 'status line next to the select',
    failureText: geo(geoMessages.geoCitiesFailed),
    control: 'the "Try again" button; the city select not busy',
    input: 'the chosen country',
    success: 'the country\'s cities',
    secondAction: 'choose another country: a new lookup replaces the pending one',
    verySlowRequests: 2,
  },
  {
    call: 'geoClubs',
    title: 'geo lookup: clubs (get=clubs)',
    action: 'choose a city',
    page: '/add-profile.html',
    messagePlace: 'status line next to the select',
    failureText: geo(geoMessages.geoClubsFailed),
    control: 'the "Try again" button; the club select not busy',
    input: 'the chosen city',
    success: 'the city\'s clubs',
    secondAction: 'choose another city: a new lookup replaces the pending one',
    verySlowRequests: 2,
  },
  {
    call: 'geoAreas',
    title: 'geo lookup: areas (get=cities_area)',
    action: 'choose a city',
    page: '/add-profile.html',
    messagePlace: 'status line next to the select',
    failureText: geo(geoMessages.geoAreasFailed),
    control: 'the "Try again" button; the area select not busy',
    input: 'the chosen city',
    success: 'the city\'s areas',
    secondAction: 'choose another city: a new lookup replaces the pending one',
    verySlowRequests: 2,
  },
  {
    call: 'agencyInfo',
    title: 'agency (change_agency_info.php)',
    action: 'fill agency name and phone, Change agency info',
    page: '/add-profile.html',
    messagePlace: 'toast',
    failureText: plain,
    control: 'the Change agency info button, back and enabled',
    input: 'agency name and phone',
    success: '"Info has been changed!" and the reload countdown',
    secondAction: 'press Enter in the name field: ignored while saving',
    verySlowRequests: 1,
  },
  {
    call: 'videoUpload',
    title: 'video upload (POST /videoverify/upload)',
    action: 'record a clip, Send the video (after a failure: Send it again, same clip)',
    page: '/videoverify/',
    messagePlace: 'status region of the page',
    failureText: (reason) => videoVerifyMessages.videoUploadFailed.replace('{reason}', reason),
    control: 'the "Send it again" button',
    input: 'the recorded clip',
    success: 'the server\'s thank-you message',
    secondAction: 'click again where "Send the video" was: no second upload',
    verySlowRequests: 1,
  },
];

/** The catalogue message a transport fault shows, or null for the faults that end in success. */
export function faultReason(fault: Fault): string | null {
  switch (fault) {
    case 'http-500':
      return requestMessages.requestHttp.replace('{status}', '500');
    case 'http-403':
      return requestMessages.requestHttp.replace('{status}', '403');
    case 'network':
      return requestMessages.requestNetwork;
    case 'timeout':
      return requestMessages.requestTimeout;
    case 'malformed':
      return requestMessages.requestMalformed;
    case 'extra-fields':
    case 'very-slow':
      return null;
  }
}

/** The catalogue key of each failure message, for docs/reliability.md's short cells. */
const REASON_KEYS: Readonly<Record<Fault, string>> = {
  'http-500': 'requestHttp (500)',
  'http-403': 'requestHttp (403)',
  network: 'requestNetwork',
  timeout: 'requestTimeout',
  malformed: 'requestMalformed',
  'extra-fields': '',
  'very-slow': '',
};

/** The expected outcome of one cell, in a few words, as docs/reliability.md shows it. */
export function cellOutcome(row: FaultRow, fault: Fault): string {
  if (fault === 'extra-fields') return 'success, extras ignored';
  if (fault === 'very-slow') return `${row.verySlowRequests} request${row.verySlowRequests === 1 ? '' : 's'}, then success`;
  return `\`${row.failureKey ?? REASON_KEYS[fault]}\``;
}
