import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientGoneSignal } from '../http/abortable-delay.ts';
import { paramsToRecord } from '../http/params-record.ts';
import { isFormBody, readBody } from '../http/read-body.ts';
import { sendMethodNotAllowed, sendText } from '../http/respond.ts';
import type { ServerContext } from '../server-context.ts';
import { answerWithOutcome } from './answer-with-outcome.ts';
import type { BackendEndpoint } from './backend-endpoints.ts';
import type { LoggedRequest } from './request-log.ts';

/** The `X-Requested-With` value the legacy jQuery calls send, required on every POST (contract). */
const AJAX_HEADER = 'XMLHttpRequest';

/** Why a POST is refused before any call runs, or null when its transport is right. */
function transportProblem(request: IncomingMessage): string | null {
  if (!isFormBody(request)) return 'the body must be application/x-www-form-urlencoded';
  if (request.headers['x-requested-with'] !== AJAX_HEADER) return `the X-Requested-With header must be ${AJAX_HEADER}`;
  return null;
}

/** The origin the browser used, so absolute URLs in answers (short links) work from its side. */
function requestOrigin(request: IncomingMessage, context: ServerContext): string {
  const host = request.headers.host ?? '';
  return /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host) ? `http://${host}` : context.origin();
}

/**
 * Serves one request to a backend endpoint: checks method and transport, logs it for
 * `/__requests`, plays a pending QA scenario and answers.
 */
export async function serveBackendCall(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  endpoint: BackendEndpoint,
  context: ServerContext,
): Promise<void> {
  const { state } = context;
  const method = request.method ?? 'GET';
  const wrongMethod = method !== endpoint.method;
  const body = !wrongMethod && method === 'POST' ? await readBody(request) : '';
  const fields = method === 'POST' && isFormBody(request) ? new URLSearchParams(body) : new URLSearchParams();
  const call = wrongMethod ? null : endpoint.pick(fields);
  const problem = !wrongMethod && method === 'POST' ? transportProblem(request) : null;
  const outcome = call && !problem ? state.scenarios.take(call.kind) : null;
  const entry: LoggedRequest = {
    time: new Date().toISOString(),
    method,
    path: url.pathname,
    query: paramsToRecord(url.searchParams),
    call: call?.kind ?? endpoint.kind,
    fields: paramsToRecord(fields),
    headers: {
      contentType: request.headers['content-type'] ?? null,
      xRequestedWith: typeof request.headers['x-requested-with'] === 'string' ? request.headers['x-requested-with'] : null,
    },
    scenario: outcome,
  };
  state.requests.add(entry);
  if (context.log) logWhenDone(response, entry);

  if (wrongMethod) return sendMethodNotAllowed(response, [endpoint.method]);
  if (problem) return sendText(response, 400, `Bad request: ${problem}.`);
  if (!call) return sendText(response, 400, 'Bad request: the fields name no known action.');
  const input = { path: url.pathname, query: url.searchParams, fields, origin: requestOrigin(request, context), state };
  const signal = AbortSignal.any([clientGoneSignal(response), context.closing]);
  await answerWithOutcome(request, response, call, input, outcome, signal);
}

/** Prints one line per call once it is answered (or abandoned): method, path, kind, status, scenario. */
function logWhenDone(response: ServerResponse, entry: LoggedRequest): void {
  response.once('close', () => {
    const status = response.writableFinished ? String(response.statusCode) : 'no answer';
    const scenario = entry.scenario ? ` [scenario ${entry.scenario}]` : '';
    console.log(`${entry.method} ${entry.path} ${entry.call ?? '(unknown call)'} -> ${status}${scenario}`);
  });
}
