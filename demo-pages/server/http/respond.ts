import type { ServerResponse } from 'node:http';

/** Headers every answer carries: the demo never wants a cached or sniffed answer. */
const BASE_HEADERS = { 'X-Content-Type-Options': 'nosniff' } as const;

/** Sends a complete answer with a body (omitted for HEAD requests). */
export function send(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string | Buffer,
  headers: Readonly<Record<string, string>> = {},
): void {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  response.writeHead(status, {
    ...BASE_HEADERS,
    'Cache-Control': 'no-store',
    ...headers,
    'Content-Type': contentType,
    'Content-Length': String(bytes.length),
  });
  response.end(response.req.method === 'HEAD' ? undefined : bytes);
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
  response.writeHead(status, { ...BASE_HEADERS, Location: location, 'Content-Length': '0', 'Cache-Control': 'no-store' });
  response.end();
}
