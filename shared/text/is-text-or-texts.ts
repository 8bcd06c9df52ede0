/**
 * Tells whether `value` is a text or a list of texts (a filter's value, a form answer's MESSAGE).
 * A predicate for `v.custom` rather than `v.union([v.string(), v.array(v.string())])`: valibot's
 * `array` was used nowhere else and cost every page 0.11 KB gzip in the base kit.
 */
export function isTextOrTexts(value: unknown): value is string | string[] {
  return typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));
}
