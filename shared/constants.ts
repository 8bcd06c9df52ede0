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

/** A rating starts as the string 0 (spec §1). */
export const INITIAL_RATING = '0';
