/**
 * Guards for URLs that come from the server (spec rule: a server URL is followed only when it is
 * http(s) or relative). Both use the browser's own URL parser, so every spelling a browser would
 * run (`JAVASCRIPT:`, ` javascript:`, `java\tscript:`) is judged by the protocol it really gets.
 */

// What the URL parser ignores before reading a scheme: leading/trailing C0 controls and spaces,
// and tabs and newlines anywhere (WHATWG URL, "basic URL parser").
const IGNORED_BY_PARSER = /^[\u0000-\u0020]+|[\u0000-\u0020]+$|[\t\n\r]/g;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

function resolveHttp(url: unknown, base: string): { readonly resolved: URL; readonly explicit: boolean } | null {
  if (typeof url !== 'string') return null;
  const cleaned = url.replace(IGNORED_BY_PARSER, '');
  if (cleaned === '') return null;
  let resolved: URL;
  try {
    resolved = new URL(cleaned, base);
  } catch {
    return null;
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return null;
  return { resolved, explicit: HAS_SCHEME.test(cleaned) };
}

/**
 * The absolute address to navigate to for a server-given link, or null when it must not be
 * followed. Accepted: an explicit `http:`/`https:` URL (any host), or a relative URL (`/p`, `p`,
 * `?q`, `#h`) that stays on the page's own origin. Refused: every other scheme (`javascript:`,
 * `data:`, `vbscript:`, `mailto:` …) in any case or padding, empty text, non-strings, and URLs that
 * look relative but leave the origin: protocol-relative `//evil.com` and its backslash variants
 * (`/\evil.com`, `\\evil.com`), which would turn a path built by string concatenation on the
 * server into an open redirect.
 */
export function safeUrl(url: unknown, base: string = location.href): string | null {
  const result = resolveHttp(url, base);
  if (!result) return null;
  if (!result.explicit && result.resolved.origin !== new URL(base).origin) return null;
  return result.resolved.href;
}

/**
 * The absolute address of a server-given image (`<img src>`), or null when it is not http(s).
 * Unlike `safeUrl`, a protocol-relative `//cdn.example.com/t.jpg` is accepted: loading an image
 * from another host is no navigation, and thumbnails on a CDN are commonly written that way.
 */
export function safeMediaUrl(url: unknown, base: string = location.href): string | null {
  return resolveHttp(url, base)?.resolved.href ?? null;
}
