/**
 * Every kind of call the fake backend answers (spec §7), as QA names them in `/__scenario` and as
 * `/__requests` reports them.
 */
export const CALL_KINDS = [
  'favorite',
  'claim',
  'share',
  'shortUrl',
  'review',
  'reply',
  'report',
  'suggestions',
  'geoCities',
  'geoClubs',
  'geoAreas',
  'agencyInfo',
  'videoUpload',
] as const;

/** One kind of backend call. */
export type CallKind = (typeof CALL_KINDS)[number];

/** Tells whether `value` names a call kind. */
export function isCallKind(value: unknown): value is CallKind {
  return typeof value === 'string' && (CALL_KINDS as readonly string[]).includes(value);
}
