import type { IncomingMessage, ServerResponse } from 'node:http';
import { send } from '../http/respond.ts';
import { parseCookieHeader } from './request-cookies.ts';

/**
 * Answers a GET or HEAD of a page in the site layout, rendered by `render` for the request's
 * cookies (the header's switches and the body classes follow them): never cached.
 */
export function sendSitePage(request: IncomingMessage, response: ServerResponse, render: (cookies: ReadonlyMap<string, string>) => string): void {
  send(response, 200, 'text/html; charset=utf-8', render(parseCookieHeader(request.headers.cookie)), { Vary: 'Cookie' });
}
