import type { IncomingMessage, ServerResponse } from 'node:http';
import { isCallKind, type CallKind } from '../backend/call-kinds.ts';
import { isOutcome, OUTCOMES, type Scenario, type ScenarioStore } from '../backend/scenarios.ts';
import { mediaType, readBody } from '../http/read-body.ts';
import { sendJson, sendMethodNotAllowed, sendText } from '../http/respond.ts';
import { redirectBack } from './redirect-back.ts';

/** A scenario request as posted: JSON `{call, outcome, sticky?}` or the index page's form fields. */
type ScenarioRequest = { readonly clear: true; readonly call: CallKind | null } | { readonly clear: false; readonly scenario: Scenario };

/** Reads a JSON or form body into a scenario request, or returns the reason it is unusable. */
function parseScenarioRequest(input: Record<string, unknown>): ScenarioRequest | string {
  const call = input['call'];
  if (input['action'] === 'clear' || input['clear'] === true) {
    if (call === undefined || call === '' || call === null) return { clear: true, call: null };
    return isCallKind(call) ? { clear: true, call } : `unknown call "${String(call)}"`;
  }
  if (!isCallKind(call)) return `unknown call "${String(call)}"`;
  const outcome = input['outcome'];
  if (!isOutcome(outcome)) return `unknown outcome "${String(outcome)}"; expected one of ${OUTCOMES.join(', ')}`;
  const sticky = input['sticky'];
  // A checked checkbox posts "on" (or the value the form gives it).
  const isSticky = sticky === true || sticky === 'on' || sticky === '1' || sticky === 'true';
  return { clear: false, scenario: { call, outcome, sticky: isSticky } };
}

/** Reads the body of a POST /__scenario as a plain object, or null when it is not one. */
async function readScenarioBody(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const body = await readBody(request);
  if (mediaType(request) === 'application/json') {
    try {
      const value: unknown = JSON.parse(body);
      return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(body));
}

/**
 * `/__scenario`: GET lists the pending scenarios, DELETE clears them (`?call=KIND` for one), POST
 * sets one. A JSON POST gets the pending list back; a form POST is redirected to its page.
 */
export async function serveScenarioEndpoint(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  scenarios: ScenarioStore,
): Promise<void> {
  switch (request.method) {
    case 'GET':
      return sendJson(response, 200, scenarios.list());
    case 'DELETE': {
      const call = url.searchParams.get('call');
      if (call === null) scenarios.clear();
      else if (isCallKind(call)) scenarios.clear(call);
      else return sendText(response, 400, `Bad request: unknown call "${call}".`);
      return sendJson(response, 200, scenarios.list());
    }
    case 'POST': {
      const fromForm = mediaType(request) !== 'application/json';
      const body = await readScenarioBody(request);
      const parsed = body ? parseScenarioRequest(body) : 'the body must be a JSON object or form fields';
      if (typeof parsed === 'string') return sendText(response, 400, `Bad request: ${parsed}.`);
      if (parsed.clear) scenarios.clear(parsed.call ?? undefined);
      else scenarios.set(parsed.scenario);
      return fromForm ? redirectBack(request, response) : sendJson(response, 200, scenarios.list());
    }
    default:
      return sendMethodNotAllowed(response, ['GET', 'POST', 'DELETE']);
  }
}
