import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendRevalidated } from '../http/send-revalidated.ts';
import { parseCookieHeader } from './request-cookies.ts';

/**
 * Answers a GET or HEAD of a page in the site layout, rendered by `render` for the request's
 * cookies (the header's switches and the body classes follow them): revalidated on every use, and
 * kept apart per Cookie header.
 */
export function sendSitePage(request: IncomingMessage, response: ServerResponse, render: (cookies: ReadonlyMap<string, string>) => string): void {
  sendRevalidated(response, 'text/html; charset=utf-8', render(parseCookieHeader(request.headers.cookie)), { Vary: 'Cookie' });
}
