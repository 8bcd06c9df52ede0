import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DemoState } from '../demo-state.ts';
import { mediaType } from '../http/read-body.ts';
import { sendJson, sendMethodNotAllowed } from '../http/respond.ts';
import { redirectBack } from './redirect-back.ts';

/** `/__requests`: GET lists the backend calls received, newest last; DELETE forgets them. */
export function serveRequestsEndpoint(request: IncomingMessage, response: ServerResponse, state: DemoState): void {
  if (request.method === 'GET' || request.method === 'HEAD') return sendJson(response, 200, state.requests.list());
  if (request.method === 'DELETE') {
    state.requests.clear();
    return sendJson(response, 200, []);
  }
  sendMethodNotAllowed(response, ['GET', 'DELETE']);
}

/** `POST /__reset`: forgets all in-memory state; 204, or back to the page for a plain HTML form. */
export function serveResetEndpoint(request: IncomingMessage, response: ServerResponse, state: DemoState): void {
  if (request.method !== 'POST') return sendMethodNotAllowed(response, ['POST']);
  state.reset();
  // The body is irrelevant; drain it so the connection can be reused.
  request.resume();
  if (mediaType(request) === 'application/x-www-form-urlencoded') return redirectBack(request, response);
  response.writeHead(204, { 'Cache-Control': 'no-store' });
  response.end();
}

/** `GET /__state`: the backend's memory (favorites, saved agency, short links, received clips), for QA. */
export function serveStateEndpoint(request: IncomingMessage, response: ServerResponse, state: DemoState): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') return sendMethodNotAllowed(response, ['GET']);
  sendJson(response, 200, {
    favorites: [...state.favorites].sort((a, b) => a - b),
    agency: state.agency,
    shortLinks: Object.fromEntries(state.shortLinks),
    videoUploads: state.videoUploads,
  });
}

/** `POST /__release`: lets every answer the `very-slow` outcome holds go now; 204. */
export function serveReleaseEndpoint(request: IncomingMessage, response: ServerResponse, state: DemoState): void {
  if (request.method !== 'POST') return sendMethodNotAllowed(response, ['POST']);
  state.held.release();
  request.resume();
  if (mediaType(request) === 'application/x-www-form-urlencoded') return redirectBack(request, response);
  response.writeHead(204, { 'Cache-Control': 'no-store' });
  response.end();
}
