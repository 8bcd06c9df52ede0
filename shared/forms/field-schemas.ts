import * as v from 'valibot';

/**
 * Valibot schemas for the spec's field rules (§5). Messages are the catalogue's texts: pass
 * `() => t('key')` to read them when a form is validated, after the page config is known.
 *
 * @example
 * const t = messagesFrom(claimMessages);
 * const ClaimSchema = v.object({
 *   name: requiredText(() => t('enterYourName'), CLAIM_NAME_MIN, () => t('nameMin2')),
 *   visitor: requiredEmail(() => t('enterYourEmail'), () => t('invalidEmail')),
 * });
 */

/** A message, or a function that returns it when the issue is reported. */
export type FieldMessage = string | (() => string);

// The spec's "e-mail format helper": local part, "@", and a domain with at least one dot, each
// label 1-63 letters, digits or inner hyphens (the WHATWG pattern, made to require a dot).
const EMAIL_PATTERN =
  /^[\w.!#$%&'*+/=?^`{|}~-]+@[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)+$/i;

/** Tells whether `text` looks like an e-mail address; the spec's format helper. */
export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

/** Required text, trimmed, of at least `minLength` characters: `requiredMessage` when empty, `minMessage` when short. */
export function requiredText(requiredMessage: FieldMessage, minLength: number, minMessage: FieldMessage) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    // v.check rather than v.minLength / v.maxLength: any valibot function lands in every page's base kit.
    v.check((text) => text.length >= minLength, minMessage),
  );
}

/** A required, trimmed e-mail address: `requiredMessage` when empty, `invalidMessage` when malformed. */
export function requiredEmail(requiredMessage: FieldMessage, invalidMessage: FieldMessage) {
  return v.pipe(v.string(requiredMessage), v.trim(), v.nonEmpty(requiredMessage), v.regex(EMAIL_PATTERN, invalidMessage));
}

/** Text of at most `max` characters; pipe it after `requiredText` for a field with both bounds. */
export function maxText(max: number, message: FieldMessage) {
  return v.pipe(v.string(message), v.check((text) => text.length <= max, message));
}
