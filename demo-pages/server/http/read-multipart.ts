import type { IncomingMessage } from 'node:http';
import { mediaType } from './read-body.ts';

/** A multipart body's text fields and files, as Node's own `Request.formData()` parses them. */
export type MultipartFields = FormData;

/** Thrown when a multipart body exceeds its limit; nothing of it is parsed. */
export class MultipartTooLargeError extends Error {
  override readonly name = 'MultipartTooLargeError';
}

/** Tells whether a request body is `multipart/form-data`. */
export function isMultipartBody(request: IncomingMessage): boolean {
  return mediaType(request) === 'multipart/form-data';
}

/**
 * Reads a `multipart/form-data` body of at most `maxBytes` and parses it with the WHATWG
 * `Request.formData()` that Node ships (so no parser of ours to get wrong). A body over the limit
 * (by its Content-Length or as it streams) throws MultipartTooLargeError before it is all read; a
 * body that is not valid multipart rejects with the parser's TypeError.
 */
export async function readMultipart(request: IncomingMessage, maxBytes: number): Promise<MultipartFields> {
  const declared = Number(request.headers['content-length'] ?? '0');
  if (declared > maxBytes) throw new MultipartTooLargeError(`The body declares ${declared} bytes, more than ${maxBytes}.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > maxBytes) throw new MultipartTooLargeError(`The body is larger than ${maxBytes} bytes.`);
    chunks.push(buffer);
  }
  const parsed = new Request('http://demo.invalid/', {
    method: 'POST',
    headers: { 'content-type': request.headers['content-type'] ?? '' },
    body: Buffer.concat(chunks),
  });
  return parsed.formData();
}
