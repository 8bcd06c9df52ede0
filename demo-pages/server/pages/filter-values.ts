/** The filter form's values by field name, each as a list (a repeated name gives several). */
export type FilterValues = ReadonlyMap<string, readonly string[]>;

/** Limits that keep a hostile cookie from blowing up the page: PHP's cookies are at most 4 KB anyway. */
const MAX_JSON_LENGTH = 4096;
const MAX_FIELDS = 40;
const MAX_VALUES = 20;
const MAX_VALUE_LENGTH = 200;
const FIELD_NAME = /^[\w-]{1,64}$/;

function asText(value: unknown): string | null {
  if (typeof value === 'string') return value.length <= MAX_VALUE_LENGTH ? value : null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * Reads the `filters` cookie (a JSON object of the filter form, repeated names as lists) as the
 * listing's template does: anything that is not a JSON object gives no filters, and fields or
 * values of the wrong shape are left out, never an error.
 */
export function readFilterValues(cookie: string | undefined): FilterValues {
  const values = new Map<string, string[]>();
  if (!cookie || cookie.length > MAX_JSON_LENGTH) return values;
  let parsed: unknown;
  try {
    parsed = JSON.parse(cookie);
  } catch {
    return values;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return values;
  for (const [name, raw] of Object.entries(parsed).slice(0, MAX_FIELDS)) {
    if (!FIELD_NAME.test(name)) continue;
    const list = (Array.isArray(raw) ? raw.slice(0, MAX_VALUES) : [raw]).map(asText).filter((text) => text !== null);
    if (list.length > 0) values.set(name, list);
  }
  return values;
}

/** The first value of a field, or an empty string. */
export function firstValue(values: FilterValues, name: string): string {
  return values.get(name)?.[0] ?? '';
}
