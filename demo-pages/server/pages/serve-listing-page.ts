import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendRevalidated } from '../http/send-revalidated.ts';
import { pageHtmlForBench } from './bench-without-widgets.ts';
import type { ListingKind } from './listing-kinds.ts';
import { renderListingPage } from './listing-page.ts';
import { parseCookieHeader } from './request-cookies.ts';

/** The longest search term the page repeats; longer ones are cut, as a search box would. */
const MAX_TERM_LENGTH = 100;

/**
 * Answers a GET or HEAD of a listing page, rendered for the request's cookies and search term;
 * `finish` adds what the server adds to every page (the modulepreload hints).
 */
export function serveListingPage(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  kind: ListingKind,
  finish: (html: string) => string = (html) => html,
): void {
  const term = (url.searchParams.get('term') ?? '').slice(0, MAX_TERM_LENGTH);
  const html = pageHtmlForBench(request, finish(renderListingPage({ kind, cookies: parseCookieHeader(request.headers.cookie), term })));
  // The page depends on the cookies: a browser keeps one copy per Cookie header and revalidates it.
  sendRevalidated(response, 'text/html; charset=utf-8', html, { Vary: 'Cookie' });
}
