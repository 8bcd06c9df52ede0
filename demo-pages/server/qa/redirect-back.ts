import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendRedirect } from '../http/respond.ts';

/**
 * Sends a plain HTML form back to the page it came from (303, so the browser GETs it). Only the
 * Referer's path and query are kept, so the redirect can never leave this server.
 */
export function redirectBack(request: IncomingMessage, response: ServerResponse): void {
  let target = '/';
  try {
    const referer = new URL(request.headers.referer ?? '');
    // Collapse leading slashes: "//other.host/" would be a protocol-relative redirect.
    target = `/${referer.pathname.replace(/^\/+/, '')}${referer.search}`;
  } catch {
    // No usable Referer: the index page documents every QA input, so it is a fine landing place.
  }
  sendRedirect(response, 303, target);
}
