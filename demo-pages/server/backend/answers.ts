import type { BackendAnswer } from './backend-call.ts';

const TEXT = 'text/plain; charset=utf-8';
const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

/** A plain-text answer, as PHP's `echo` of a short token. */
export function textAnswer(body: string, status = 200): BackendAnswer {
  return { status, contentType: TEXT, body };
}

/** An HTML fragment answer (option markup, a review). */
export function htmlAnswer(body: string, status = 200): BackendAnswer {
  return { status, contentType: HTML, body };
}

/** A JSON answer. */
export function jsonAnswer(value: unknown, status = 200): BackendAnswer {
  return { status, contentType: JSON_TYPE, body: JSON.stringify(value) };
}

/** The short 400 answer a careful PHP script gives to a request it cannot use. */
export function badRequest(reason: string): BackendAnswer {
  return textAnswer(`Bad request: ${reason}`, 400);
}

/** The legacy form answer of a success (spec §7). */
export function formSuccess(message: string): BackendAnswer {
  return jsonAnswer({ STATUS: 'success', MESSAGE: message });
}

/** The legacy form answer of a business error: one string message, shown as a persistent notification (spec §8). */
export function formError(message: string): BackendAnswer {
  return jsonAnswer({ STATUS: 'error', MESSAGE: message });
}

/** One invalid field: the spec's message and the field's name as its CODE. */
export interface FieldIssue {
  readonly code: string;
  readonly message: string;
}

/** The legacy form answer of invalid fields: MESSAGE and CODE as parallel lists (spec §7, §8). */
export function formErrors(issues: readonly FieldIssue[]): BackendAnswer {
  return jsonAnswer({
    STATUS: 'error',
    MESSAGE: issues.map((issue) => issue.message),
    CODE: issues.map((issue) => issue.code),
  });
}
