import type { FormAnswer } from '../../shared/http/form-answer.ts';
import { failureMessage } from '../../shared/http/failure-message.ts';
import { RequestError } from '../../shared/http/request-error.ts';
import { requestMessages } from '../../shared/messages/catalogue/request-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import type { Exchange } from './page-world.ts';

/** `ok`: the widget works with the answer; `warning`: it works, but not fully as meant; `fail`: it would fail. */
export type Mark = 'ok' | 'warning' | 'fail';

/** What one call (or the page itself) came to. */
export interface Verdict {
  /** The call's name as given to `--calls`, or `page`. */
  readonly call: string;
  readonly mark: Mark;
  /** What the server answered, said for its developer. */
  readonly answer: string;
  /** What a widget would do with that answer. */
  readonly effect: string;
  /** The request as sent (`POST /profile.html follow=1&dancer_id=42`), and the HTTP status answered. */
  readonly request?: string;
  readonly status?: number;
}

/** The part of a verdict a call's check decides; the request is added from what was sent. */
export type Finding = Pick<Verdict, 'mark' | 'answer' | 'effect'>;

const SYMBOLS: Record<Mark, string> = { ok: '✓', warning: '⚠', fail: '✗' };
const SNIPPET_CHARS = 80;

/** `claim: STATUS error with …: the field would be highlighted ✓`. */
export function formatVerdict(verdict: Verdict): string {
  return `${verdict.call}: ${verdict.answer}: ${verdict.effect} ${SYMBOLS[verdict.mark]}`;
}

/** The start of an answer on one line, quoted, for a developer to recognise it. */
export function snippet(text: string | undefined): string {
  if (text === undefined) return '(unreadable)';
  const line = text.replace(/\s+/g, ' ').trim();
  if (line === '') return 'an empty answer';
  return JSON.stringify(line.length > SNIPPET_CHARS ? `${line.slice(0, SNIPPET_CHARS)}…` : line);
}

/** `POST /path?query body`, the way the last exchange went out. */
export function describeRequest(exchange: Exchange): string {
  const url = new URL(exchange.url);
  return `${exchange.method} ${url.pathname}${url.search}${exchange.body ? ` ${exchange.body}` : ''}`;
}

const t = messagesFrom(requestMessages);

/**
 * A call that failed in transport or whose answer the widget could not read: what the visitor
 * would read instead (the widgets' own failureMessage), and why, with the answer's start.
 * `expected` says what the call takes when a failed form answer is not the whole story (the short link).
 */
export function failedCall(error: unknown, exchange: Exchange | undefined, expected?: string): Finding {
  const effect = `the visitor would see "${failureMessage(error)}"`;
  if (!(error instanceof RequestError)) return { mark: 'fail', answer: `could not be read (${String(error)})`, effect };
  switch (error.failure) {
    case 'http':
      return { mark: 'fail', answer: `answered HTTP ${error.status ?? '?'} ${snippet(exchange?.text)}`, effect };
    case 'malformed': {
      // The form answer's schema reports the schema library's own words: said again in ours.
      const reason = error.message.startsWith(FORM_ANSWER_FAILURE) ? (expected ?? formAnswerProblem(exchange?.text ?? '')) : error.message.replace(/\.$/, '');
      return { mark: 'fail', answer: `answer is not what the widget reads (${reason}; it was ${snippet(exchange?.text)})`, effect };
    }
    default: {
      // Node's fetch says only "fetch failed"; the system's reason (ECONNREFUSED, ENOTFOUND) is below it.
      const reason = (error.cause as { cause?: { code?: unknown } } | undefined)?.cause?.code;
      return { mark: 'fail', answer: `${error.message.replace(/\.$/, '')}${typeof reason === 'string' ? ` (${reason})` : ''}`, effect };
    }
  }
}

const FORM_ANSWER_FAILURE = 'Expected a STATUS/MESSAGE/CODE answer';

/** Which rule of the STATUS/MESSAGE/CODE answer (shared/http/form-answer.ts) `text` breaks. */
function formAnswerProblem(text: string): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'expected a STATUS/MESSAGE/CODE JSON object, found text that is not JSON';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return `expected a STATUS/MESSAGE/CODE JSON object, found ${Array.isArray(value) ? 'a list' : `the JSON value ${JSON.stringify(value)}`}`;
  }
  const { STATUS, MESSAGE, CODE } = value as Record<string, unknown>;
  if (STATUS !== 'error' && STATUS !== 'success') return `STATUS must be "error" or "success" (upper-case key), found ${JSON.stringify(STATUS) ?? 'none'}`;
  const isText = (item: unknown) => typeof item === 'string';
  if (!isText(MESSAGE) && !(Array.isArray(MESSAGE) && MESSAGE.every(isText))) return `MESSAGE must be text or a list of texts, found ${JSON.stringify(MESSAGE) ?? 'none'}`;
  return `CODE must be a field name or a list of field names, found ${JSON.stringify(CODE)}`;
}

/**
 * The same for the widgets' senders that keep the error to themselves and give the visitor's
 * message (the favorite's and the agency form's): the exchange tells what went wrong.
 */
export function failedOutcome(outcome: { readonly kind: 'failed'; readonly message: string } | { readonly kind: 'aborted' }, exchange: Exchange | undefined): Finding {
  const effect = outcome.kind === 'failed' ? `the visitor would see "${outcome.message}"` : 'the call was cancelled';
  if (exchange?.status === undefined) return { mark: 'fail', answer: 'no answer (the server could not be reached or took too long)', effect };
  if (exchange.status < 200 || exchange.status > 299) return { mark: 'fail', answer: `answered HTTP ${exchange.status} ${snippet(exchange.text)}`, effect };
  return { mark: 'fail', answer: `answer is not what the widget reads (it was ${snippet(exchange.text)})`, effect };
}

function quoted(message: string | readonly string[]): string {
  if (typeof message === 'string') return `MESSAGE ${JSON.stringify(message)}`;
  return `MESSAGE list ${JSON.stringify(message)}`;
}

/**
 * What showFormAnswer (shared/forms/show-form-answer.ts) makes of a STATUS/MESSAGE/CODE answer:
 * toasts, and for a MESSAGE list the fields named by CODE highlighted among `fields`, the names of
 * the form's fields (none: no form, as for the favorite and the short link). `onSuccess` says what
 * the widget then does.
 */
export function formAnswerFinding(answer: FormAnswer, fields: readonly string[] | null, onSuccess: string): Finding {
  if (answer.status === 'success') {
    return { mark: 'ok', answer: `STATUS success with ${quoted(answer.message)}`, effect: `a success toast; ${onSuccess}` };
  }
  const unexpected = `the visitor would see "${t('requestMalformed')}"`;
  if (typeof answer.message === 'string') {
    if (answer.message === '') return { mark: 'fail', answer: 'STATUS error with an empty MESSAGE', effect: unexpected };
    return { mark: 'ok', answer: `STATUS error with ${quoted(answer.message)}`, effect: 'one error toast that stays until tapped' };
  }
  const shown = answer.message.map((message, index) => ({ message, code: answer.codes[index] })).filter((item) => item.message !== '');
  if (shown.length === 0) return { mark: 'fail', answer: 'STATUS error with a MESSAGE list of no text', effect: unexpected };
  const toasts = `${shown.length} error toast${shown.length === 1 ? '' : 's'}`;
  const codes = answer.codes.length > 0 ? `; CODE names ${answer.codes.map((code) => JSON.stringify(code)).join(', ')}` : '; no CODE';
  const text = `STATUS error with MESSAGE list${codes}`;
  if (fields === null) return { mark: 'ok', answer: text, effect: toasts };
  const highlighted = [...new Set(shown.flatMap((item) => (item.code !== undefined && fields.includes(item.code) ? [item.code] : [])))];
  const unmatched = shown.filter((item) => item.code === undefined || !fields.includes(item.code));
  const parts = [toasts];
  if (highlighted.length > 0) {
    parts.push(`the field${highlighted.length === 1 ? '' : 's'} ${highlighted.map((name) => JSON.stringify(name)).join(', ')} would be highlighted`);
  }
  if (unmatched.length === 0) return { mark: 'ok', answer: text, effect: parts.join('; ') };
  const names = unmatched.map((item) => (item.code === undefined ? `the message ${JSON.stringify(item.message)} has no CODE` : `CODE ${JSON.stringify(item.code)} names no field of the form (${fields.join(', ')})`));
  parts.push(`${names.join('; ')}: toast only`);
  return { mark: 'warning', answer: text, effect: parts.join('; ') };
}
