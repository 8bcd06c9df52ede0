import * as v from 'valibot';
import { isTextOrTexts } from '../text/is-text-or-texts.ts';
import { RequestError } from './request-error.ts';

type FieldCode = string | number;
const isFieldCode = (value: unknown): value is FieldCode => typeof value === 'string' || typeof value === 'number';

/** The legacy STATUS/MESSAGE/CODE answer of the site's forms (spec §7, §8). */
const FormAnswerSchema = v.object({
  STATUS: v.picklist(['error', 'success']),
  // Checked with v.custom: valibot's `array` and `union` would cost every page (see isTextOrTexts).
  MESSAGE: v.custom<string | string[]>(isTextOrTexts, 'MESSAGE must be text or a list of texts'),
  CODE: v.optional(
    v.custom<FieldCode | FieldCode[]>(
      (value) => isFieldCode(value) || (Array.isArray(value) && value.every(isFieldCode)),
      'CODE must be a field code or a list of field codes',
    ),
    [],
  ),
});

/** A form answer with CODE normalised to a list of field codes. */
export interface FormAnswer {
  readonly status: 'error' | 'success';
  readonly message: string | readonly string[];
  readonly codes: readonly string[];
}

/** Parses a form answer's text; anything else is a `malformed` RequestError. */
export function parseFormAnswer(text: string): FormAnswer {
  return formAnswerOf(parseJson(text));
}

/**
 * The form answer of a call whose answer is either free text (a token, HTML) or, when the site
 * refuses, a form answer: null unless `text` parses as a JSON object carrying STATUS, so that text
 * which merely starts with `{` or `[` stays text. An object with STATUS that is no valid form
 * answer is a `malformed` RequestError.
 */
export function findFormAnswer(text: string): FormAnswer | null {
  const value = parseJsonOrUndefined(text);
  if (typeof value !== 'object' || value === null || !('STATUS' in value)) return null;
  return formAnswerOf(value);
}

/** Parses JSON text; invalid JSON is a `malformed` RequestError. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new RequestError('malformed', 'The answer is not valid JSON.', undefined, { cause: error });
  }
}

/** Parses JSON text, or gives undefined (which no JSON text yields) when it is not JSON. */
export function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function formAnswerOf(value: unknown): FormAnswer {
  const result = v.safeParse(FormAnswerSchema, value);
  if (!result.success) {
    throw new RequestError('malformed', `Expected a STATUS/MESSAGE/CODE answer: ${result.issues[0].message}.`);
  }
  const { STATUS, MESSAGE, CODE } = result.output;
  return { status: STATUS, message: MESSAGE, codes: (Array.isArray(CODE) ? CODE : [CODE]).map(String) };
}
