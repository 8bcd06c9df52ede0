import * as v from 'valibot';
import { parsesAsUrl } from '../http/parses-as-url.ts';

/**
 * Schemas for single data attributes. Each message completes the sentence
 * "data-x …, found …" that the runtime prints for a broken attribute.
 */

/** A required attribute holding a positive whole number, converted to a number. */
export function positiveIdAttribute() {
  return v.pipe(
    v.string('is required: expected a positive whole number'),
    // At most 15 digits: beyond 2^53 Number() would silently give a different id.
    v.regex(/^[1-9]\d{0,14}$/, 'expected a positive whole number'),
    v.transform(Number),
  );
}

/** An optional `0`/`1` attribute, converted to a boolean. */
export function flagAttribute(fallback: boolean) {
  return v.pipe(
    v.optional(v.picklist(['0', '1'], 'expected "0" or "1"'), fallback ? '1' : '0'),
    v.transform((value) => value === '1'),
  );
}

/** A required non-empty text attribute. */
export function textAttribute() {
  return v.pipe(v.string('is required: expected text'), v.trim(), v.nonEmpty('expected non-empty text'));
}

/** An optional attribute from a fixed list of values. */
export function choiceAttribute<const Choices extends readonly [string, ...string[]]>(choices: Choices, fallback: Choices[number]) {
  return v.optional(v.picklist(choices, `expected one of ${choices.map((c) => `"${c}"`).join(', ')}`), fallback);
}

/** A required attribute from a fixed list of values. */
export function requiredChoiceAttribute<const Choices extends readonly [string, ...string[]]>(choices: Choices) {
  const expected = `expected one of ${choices.map((c) => `"${c}"`).join(', ')}`;
  return v.pipe(v.string(`is required: ${expected}`), v.picklist(choices, expected));
}

/** An optional absolute http(s) URL attribute, such as a page to send the visitor to. */
export function httpUrlAttribute(fallback: string) {
  return v.optional(
    v.pipe(
      v.string(),
      v.check((url) => /^https?:\/\/[^\s/?#]+/i.test(url) && parsesAsUrl(url), 'expected an absolute http(s) URL such as "https://example.com/"'),
    ),
    fallback,
  );
}
