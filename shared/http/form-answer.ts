import * as v from 'valibot';
import { RequestError } from './request-error.ts';

const messagesSchema = v.union([v.string(), v.array(v.string())]);

/** The legacy STATUS/MESSAGE/CODE answer of the site's forms (spec §7, §8). */
const FormAnswerSchema = v.object({
  STATUS: v.picklist(['error', 'success']),
  MESSAGE: messagesSchema,
  CODE: v.optional(v.union([v.array(v.union([v.string(), v.number()])), v.string(), v.number()]), []),
});

/** A form answer with CODE normalised to a list of field codes. */
export interface FormAnswer {
  readonly status: 'error' | 'success';
  readonly message: string | readonly string[];
  readonly codes: readonly string[];
}

/** Parses a form answer's text; anything else is a `malformed` RequestError. */
export function parseFormAnswer(text: string): FormAnswer {
  const result = v.safeParse(FormAnswerSchema, parseJson(text));
  if (!result.success) {
    throw new RequestError('malformed', `Expected a STATUS/MESSAGE/CODE answer: ${result.issues[0].message}.`);
  }
  const { STATUS, MESSAGE, CODE } = result.output;
  return { status: STATUS, message: MESSAGE, codes: (Array.isArray(CODE) ? CODE : [CODE]).map(String) };
}

/** Parses JSON text; invalid JSON is a `malformed` RequestError. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new RequestError('malformed', 'The answer is not valid JSON.', undefined, { cause: error });
  }
}
