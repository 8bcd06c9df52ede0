import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a cached copy is checked against when a browser revalidates it. */
export interface Validators {
  /** A weak entity tag (the same for every content coding of the body). */
  readonly etag?: string;
  /** When the file last changed. */
  readonly lastModified?: Date;
}

/** A weak ETag from the body itself, for rendered answers that have no file date. */
export function contentEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** A weak ETag from a file's size and modification time, as nginx and Apache make theirs. */
export function fileEtag(size: number, modifiedMs: number): string {
  return `W/"${size.toString(16)}-${Math.floor(modifiedMs).toString(16)}"`;
}

/** The opaque part of an entity tag, for the weak comparison If-None-Match uses. */
const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');

/**
 * Whether a GET or HEAD may be answered 304 Not Modified (RFC 9110, 13.1): If-None-Match when
 * present (weak comparison, `*` matches), otherwise If-Modified-Since against the whole second.
 */
export function isNotModified(request: IncomingMessage, validators: Validators): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (!validators.etag) return false;
    const wanted = opaque(validators.etag);
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince === undefined || !validators.lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && Math.floor(validators.lastModified.getTime() / 1000) * 1000 <= since;
}
