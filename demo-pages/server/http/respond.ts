import type { ServerResponse } from 'node:http';
import { CACHE_CONTROL } from './cache-control.ts';
import { contentSecurityPolicy, CSP_HEADER } from './content-security-policy.ts';
import { compressBody, isCompressible } from './compress-body.ts';
import { isNotModified, type Validators } from './conditional-request.ts';
import { mergeVary } from './merge-vary.ts';
import { negotiateEncoding, type CompressedEncoding } from './negotiate-encoding.ts';

/** Headers every answer carries: the demo never wants a sniffed answer. */
const BASE_HEADERS = { 'X-Content-Type-Options': 'nosniff' } as const;

/** Every HTML page runs under the strict policy unless its sender passes a policy of its own. */
function pageHeaders(contentType: string): Readonly<Record<string, string>> {
  return /^text\/html\b/i.test(contentType) ? { [CSP_HEADER]: contentSecurityPolicy() } : {};
}

/** What `send` may know about a body beyond its bytes. */
export interface Representation extends Validators {
  /** The body in a compressed coding, when the caller keeps compressed copies (static files). */
  readonly encode?: (encoding: CompressedEncoding) => Buffer;
}

/**
 * Sends a complete answer with a body (omitted for HEAD requests, which get the same headers).
 * Text bodies from COMPRESSION_THRESHOLD_BYTES up go out in the coding the request's
 * Accept-Encoding prefers (Brotli, gzip or as they are), with `Vary: Accept-Encoding` added to any
 * `Vary` in `headers`. With validators in `representation`, a 200 whose ETag or date the browser
 * already holds becomes a bodiless 304. Answers are `no-store` unless `headers` says otherwise; HTML
 * answers carry the strict Content-Security-Policy unless `headers` names another.
 */
export function send(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string | Buffer,
  headers: Readonly<Record<string, string>> = {},
  representation: Representation = {},
): void {
  const request = response.req;
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const compressible = isCompressible(contentType, bytes.length);
  const vary = compressible ? mergeVary(headers['Vary'], 'Accept-Encoding') : headers['Vary'];
  const common: Record<string, string> = { ...BASE_HEADERS, 'Cache-Control': CACHE_CONTROL.noStore, ...pageHeaders(contentType), ...headers };
  if (vary) common['Vary'] = vary;
  if (representation.etag) common['ETag'] = representation.etag;
  if (representation.lastModified) common['Last-Modified'] = representation.lastModified.toUTCString();
  if (status === 200 && isNotModified(request, representation)) {
    response.writeHead(304, common);
    response.end();
    return;
  }
  const encoding = compressible ? negotiateEncoding(request.headers['accept-encoding']) : 'identity';
  const payload =
    encoding === 'identity' ? bytes : (representation.encode?.(encoding) ?? compressBody(bytes, encoding, 'dynamic'));
  if (encoding !== 'identity') common['Content-Encoding'] = encoding;
  response.writeHead(status, { ...common, 'Content-Type': contentType, 'Content-Length': String(payload.length) });
  response.end(request.method === 'HEAD' ? undefined : payload);
}

/** Sends a short plain-text answer. */
export function sendText(response: ServerResponse, status: number, text: string, headers?: Readonly<Record<string, string>>): void {
  send(response, status, 'text/plain; charset=utf-8', text, headers);
}

/** Sends a JSON answer. */
export function sendJson(response: ServerResponse, status: number, value: unknown): void {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(value, null, 2));
}

/** Answers 405 and names the methods the path accepts. */
export function sendMethodNotAllowed(response: ServerResponse, allowed: readonly string[]): void {
  sendText(response, 405, `Method not allowed: use ${allowed.join(' or ')}.`, { Allow: allowed.join(', ') });
}

/** Redirects with `status` (303 after a form post, 301/302 for moved pages). */
export function sendRedirect(response: ServerResponse, status: number, location: string): void {
  response.writeHead(status, { ...BASE_HEADERS, Location: location, 'Content-Length': '0', 'Cache-Control': CACHE_CONTROL.noStore });
  response.end();
}
