import type { ServerResponse } from 'node:http';
import { CACHE_CONTROL } from './cache-control.ts';
import { contentEtag } from './conditional-request.ts';
import { send } from './respond.ts';

/**
 * Sends a generated 200 answer (a rendered page, a drawn image) that browsers may keep but must
 * revalidate: `no-cache` with an ETag of the body, so an unchanged answer costs a bodiless 304.
 * Pass `Vary: Cookie` in `headers` when the body depends on the visitor's cookies.
 */
export function sendRevalidated(
  response: ServerResponse,
  contentType: string,
  body: string | Buffer,
  headers: Readonly<Record<string, string>> = {},
): void {
  send(response, 200, contentType, body, { 'Cache-Control': CACHE_CONTROL.revalidate, ...headers }, { etag: contentEtag(body) });
}
