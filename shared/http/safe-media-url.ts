import { resolveHttp } from './safe-url.ts';

// Not in safe-url.ts: that file is in every page's base kit, this only in the search suggestions'
// lazy chunk.

/**
 * The absolute address of a server-given image (`<img src>`), or null when it is not http(s).
 * Unlike `safeUrl`, a protocol-relative `//cdn.example.com/t.jpg` is accepted: loading an image
 * from another host is no navigation, and thumbnails on a CDN are commonly written that way.
 */
export function safeMediaUrl(url: unknown, base: string = location.href): string | null {
  return resolveHttp(url, base)?.resolved.href ?? null;
}
