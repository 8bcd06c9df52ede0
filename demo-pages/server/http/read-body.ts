import type { IncomingMessage } from 'node:http';

/** Bodies above this are refused; the largest legal field (a 10000-character reply) fits many times. */
const MAX_BODY_BYTES = 256 * 1024;

/** Thrown when a body exceeds MAX_BODY_BYTES; answered with 413. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/** Reads the whole request body as UTF-8 text. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError(`The request body is larger than ${MAX_BODY_BYTES} bytes.`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The media type of a request without its parameters, lower-cased; empty when absent. */
export function mediaType(request: IncomingMessage): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Tells whether a request body is an urlencoded form, the only body the legacy calls send. */
export function isFormBody(request: IncomingMessage): boolean {
  return mediaType(request) === 'application/x-www-form-urlencoded';
}
