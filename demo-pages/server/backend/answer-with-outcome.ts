import type { IncomingMessage, ServerResponse } from 'node:http';
import { abortableDelay } from '../http/abortable-delay.ts';
import { send, sendText } from '../http/respond.ts';
import { addExtraFields } from './add-extra-fields.ts';
import type { BackendCall, CallInput } from './backend-call.ts';
import type { Outcome } from './scenarios.ts';

/** How long the `timeout` outcome holds a request before giving up with 504. */
export const TIMEOUT_HOLD_MS = 60_000;
/** How long the `slow` outcome waits before answering normally. */
export const SLOW_OUTCOME_MS = 2000;
/** How long the `very-slow` outcome holds an answer unless `POST /__release` lets it go: within the widgets' 15 s timeout. */
export const VERY_SLOW_OUTCOME_MS = 10_000;
/** The page a web server or PHP-FPM sends with a 500: HTML where the widget expects data. */
export const HTTP_500_PAGE =
  '<!DOCTYPE html>\n<html><head><title>500 Internal Server Error</title></head><body>\n<h1>Internal Server Error</h1>\n<p>The server encountered an internal error and was unable to complete your request.</p>\n</body></html>\n';
/** What PHP prints when a script dies before its answer: HTML where the page expects data. */
export const PHP_FATAL_ERROR = '<br />\n<b>Fatal error</b>: Uncaught Error in /var/www/site.php';

/**
 * Answers one backend call, first playing the QA scenario outcome if one is pending. `signal`
 * aborts when the client leaves or the server closes; waits then end without an answer.
 */
export async function answerWithOutcome(
  request: IncomingMessage,
  response: ServerResponse,
  call: BackendCall,
  input: CallInput,
  outcome: Outcome | null,
  signal: AbortSignal,
): Promise<void> {
  switch (outcome) {
    case 'http-500':
      return send(response, 500, 'text/html; charset=utf-8', HTTP_500_PAGE);
    case 'http-403':
      return sendText(response, 403, 'Forbidden');
    case 'malformed':
      return send(response, 200, 'text/html; charset=UTF-8', PHP_FATAL_ERROR);
    case 'network':
      // Dropping the connection without a byte of answer is what a crashed PHP worker looks like.
      request.socket.destroy();
      return;
    case 'timeout':
      if (await abortableDelay(TIMEOUT_HOLD_MS, signal)) sendText(response, 504, 'Gateway Timeout');
      return;
    case 'slow':
      if (!(await abortableDelay(SLOW_OUTCOME_MS, signal))) return;
      break;
    case 'very-slow':
      await abortableDelay(VERY_SLOW_OUTCOME_MS, AbortSignal.any([signal, input.state.held.released]));
      if (signal.aborted) return;
      break;
    default:
      break;
  }
  // Only the chosen answer runs: the normal one has side effects (a favorite toggles).
  const answer =
    outcome === 'error-message'
      ? call.errorMessage(input)
      : outcome === 'error-list'
        ? call.errorList(input)
        : outcome === 'extra-fields'
          ? addExtraFields(call.answer(input))
          : call.answer(input);
  if (answer.delayMs !== undefined && !(await abortableDelay(answer.delayMs, signal))) return;
  send(response, answer.status, answer.contentType, answer.body);
}
