/**
 * Every business constant of the product (spec §9) and every technical limit of the bundle, each
 * named once. Widgets import from here; no other file spells these numbers.
 */

/** Cookie lifetimes in days (spec §9). */
export const COOKIE_LIFETIME_DAYS = 365;
export const SHORT_COOKIE_LIFETIME_DAYS = 1;

/** Toasts (spec §9): shown for 5000 ms, kept 1000 ms more after the pointer leaves a hovered toast. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_EXTENDED_MS = 1000;

/** How long a call to the server may take before it is abandoned. */
export const REQUEST_TIMEOUT_MS = 15000;

/** Responsive breakpoints (spec §9), as max-widths in CSS pixels. */
export const MOBILE_MAX_WIDTH_PX = 575.98;
export const TABLET_MAX_WIDTH_PX = 991.98;

/** Scroll thresholds (spec §9). */
export const DOCUMENT_SCROLLED_PX = 100;
export const BREADCRUMB_FIXED_PX = 60;

/** Search suggestions (spec §5, §9). */
export const SUGGESTIONS_MIN_CHARS = 3;
export const SUGGESTIONS_DELAY_MS = 500;

/** Timings of UI feedback (spec §9). */
export const COPY_CONFIRMATION_MS = 1000;
export const DIALOG_FADE_MS = 300;
export const AGENCY_RELOAD_MS = 4000;
export const SLIDESHOW_DELAY_MS = 3000;
export const CLICK_DELAY_MS = 300;

/** Form limits (spec §5, §9). */
export const MAX_OTHER_CITIES = 3;
export const CLAIM_NAME_MIN = 2;
export const CLAIM_PHONE_MIN = 10;
export const SHARE_NAME_MIN = 2;
export const SHARE_MESSAGE_MIN = 20;
export const REPLY_MIN = 50;
export const REPLY_MAX = 10000;
export const AGENCY_NAME_MIN = 4;
export const AGENCY_NAME_MAX = 32;

/** The price quick filter's maximum price (spec §2). */
export const QUICK_FILTER_MAX_PRICE = 80;

/** A rating starts as the string 0 (spec §1): nothing chosen yet. */
export const INITIAL_RATING = '0';

/**
 * The ad frame URL of a page whose config names none (`adFrameUrl`; {zone}, {width} and {height}
 * are filled per slot): the demo's stand-in frame on the page's own origin. The demo server's
 * Content-Security-Policy allows frames from this URL's origin.
 */
export const DEFAULT_AD_FRAME_URL = '/ad-frame.html?zone={zone}&size={width}x{height}';

/** How near the viewport (in CSS pixels, every side) an ad slot comes before its frame loads. */
export const AD_SLOT_LOAD_MARGIN_PX = 200;

/** How many search terms' suggestions are kept, so that a repeated query sends no request. */
export const SUGGESTIONS_CACHE_SIZE = 20;

/**
 * The largest filters cookie (`filters=` and the encoded JSON) the widgets write: browsers drop a
 * cookie over 4096 bytes without a word, and the site's other cookies share the request header.
 */
export const FILTERS_COOKIE_MAX_BYTES = 3800;

/** The pages whose filter hash is read and kept (spec §4, contract "Filter hash"). */
export const FILTER_HASH_PAGES = ['home', 'dancers', 'search'] as const;

/** The longest address hash the filter hash reads; a longer one is ignored unread. */
export const FILTER_HASH_MAX_CHARS = 8000;

/** Where the filter hash remembers the addresses it reloaded for, so that it reloads once per hash. */
export const FILTER_HASH_GUARD_KEY = 'widgets:filter-hash:reloaded';

/** How many of those addresses it remembers per tab. */
export const FILTER_HASH_GUARD_SIZE = 20;

/**
 * The filter form's fields the price quick filter sets (spec §2: incalls and a maximum price of
 * QUICK_FILTER_MAX_PRICE), with the value of the form's checked incalls box.
 */
export const INCALLS_FIELD = 'incalls';
export const INCALLS_VALUE = '1';
export const PRICE_MAX_FIELD = 'price_max';

/** Where the visitor goes on "Leave" at the age check unless the page names another place. */
export const AGE_CHECK_LEAVE_URL = 'https://www.google.com/';

/** The value of the `agecheck` cookie once the visitor confirmed being 18 or older. */
export const AGE_CHECK_CONFIRMED = '1';

/** The local storage key that keeps the MachineId beside its cookie (spec §3). */
export const MACHINE_ID_STORAGE_KEY = 'MachineId';

/** How long the reply counter waits after the last keystroke before a screen reader hears it. */
export const REPLY_COUNTER_ANNOUNCE_MS = 1000;

/**
 * The profile's sections nav (issue 4): a section is the current one while it crosses a line this
 * far down the viewport (a fraction of its height), and after a tap the scroll-driven marking waits
 * until the page has not scrolled for MOBILE_NAV_SCROLL_IDLE_MS, so that the tapped section stays
 * marked even when the page cannot scroll it up to that line.
 */
export const MOBILE_NAV_CURRENT_LINE = 0.3;
export const MOBILE_NAV_SCROLL_IDLE_MS = 200;

/**
 * The country and city whose areas the add-profile page requests as soon as it opens with them
 * chosen (spec §7, "Auto-requested for country 818 with city 1"), as the selects' values.
 */
export const AREAS_AT_LOAD_COUNTRY_ID = '818';
export const AREAS_AT_LOAD_CITY_ID = '1';

/**
 * What the geo selects read of one geo call's option markup (issue 17): an answer longer than
 * GEO_ANSWER_MAX_CHARS characters (1 MiB; UTF-16 code units, about bytes for the Latin names the
 * lists carry), or holding more than GEO_OPTIONS_MAX options and groups, is refused as malformed:
 * the list's failure message and "Try again". Never cut to the cap: a cut list would silently lack
 * the city sought (and a saved choice with it). A country's cities are a few hundred; the caps keep
 * a hostile or broken answer from freezing the tab or overflowing the select.
 */
export const GEO_ANSWER_MAX_CHARS = 1_048_576;
export const GEO_OPTIONS_MAX = 10_000;

/**
 * After a reply is accepted the page reloads to show it (spec §3), and the server's message
 * ("waiting for moderation") is shown as a toast on the reloaded page, for the toasts' full time:
 * it waits in this tab's sessionStorage under TOAST_AFTER_RELOAD_KEY and is shown once. Where the
 * tab cannot keep it (storage disabled or full), it is shown at once and the reload waits
 * REPLY_RELOAD_DELAY_MS, the submit locked: a toast's full time, so that it is read all the same.
 */
export const TOAST_AFTER_RELOAD_KEY = 'widgets:toast-after-reload';
export const REPLY_RELOAD_DELAY_MS = TOAST_DURATION_MS;

/**
 * A language code as the `userLang` cookie and the language switch take it: "en", "de", "pt-BR".
 * Here rather than in the cookie catalogue, so that the switch's first chunk can check it without
 * the cookie code.
 */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}(?:[-_][a-z\d]{2,8})?$/i;

/**
 * The video verification clip (issue 9): it lasts VIDEO_CLIP_MIN_SECONDS to VIDEO_CLIP_MAX_SECONDS
 * (recording stops by itself at the maximum) and weighs at most VIDEO_UPLOAD_MAX_BYTES (the fake
 * backend refuses larger ones too).
 */
export const VIDEO_CLIP_MIN_SECONDS = 3;
export const VIDEO_CLIP_MAX_SECONDS = 15;
export const VIDEO_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The clip's upload has no limit on its total time (issue 17: a clip of several MB on a slow mobile
 * uplink takes minutes); it is abandoned when no upload progress came for VIDEO_UPLOAD_STALL_MS
 * (a dead connection: a slow one keeps reporting progress as its bytes go out), or when no answer
 * came VIDEO_UPLOAD_ANSWER_MS after its last byte (the server stores and checks the clip first).
 */
export const VIDEO_UPLOAD_STALL_MS = 30_000;
export const VIDEO_UPLOAD_ANSWER_MS = 60_000;

// Object constants go last: esbuild copies a number constant into the chunks that use it only when
// no object literal comes before it in this file; any other becomes an export of the base kit and
// an import in each chunk that uses it (AD_SLOT_SIZES, where it stood, cost every page 0.19 KB
// gzip). tests/unit/shared/constants-order.test.ts keeps it so.

/**
 * Ad slot sizes (spec §2): each `data-size` of an ad slot, its frame's width and height in CSS
 * pixels and the device its slots show on (mobile up to MOBILE_MAX_WIDTH_PX, desktop above).
 */
export const AD_SLOT_SIZES = {
  '320x100': { width: 320, height: 100, device: 'mobile' },
  '320x250': { width: 320, height: 250, device: 'mobile' },
  '728x90': { width: 728, height: 90, device: 'desktop' },
  '950x250': { width: 950, height: 250, device: 'desktop' },
  '250x250': { width: 250, height: 250, device: 'desktop' },
} as const;
