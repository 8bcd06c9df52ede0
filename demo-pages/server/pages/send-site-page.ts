import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendRevalidated } from '../http/send-revalidated.ts';
import { pageHtmlForBench } from './bench-without-widgets.ts';
import { parseCookieHeader } from './request-cookies.ts';

/**
 * Answers a GET or HEAD of a page in the site layout, rendered by `render` for the request's
 * cookies (the header's switches and the body classes follow them): revalidated on every use, and
 * kept apart per Cookie header.
 */
export function sendSitePage(request: IncomingMessage, response: ServerResponse, render: (cookies: ReadonlyMap<string, string>) => string): void {
  const html = pageHtmlForBench(request, render(parseCookieHeader(request.headers.cookie)));
  sendRevalidated(response, 'text/html; charset=utf-8', html, { Vary: 'Cookie' });
}
