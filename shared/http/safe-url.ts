/**
 * Guards for URLs that come from the server (spec rule: a server URL is followed only when it is
 * http(s) or relative). They and safeMediaUrl (safe-media-url.ts) use the browser's own URL
 * parser, so every spelling a browser would run (`JAVASCRIPT:`, ` javascript:`, `java\tscript:`) is
 * judged by the protocol it really gets.
 */

// What the URL parser ignores before reading a scheme: leading/trailing C0 controls and spaces,
// and tabs and newlines anywhere (WHATWG URL, "basic URL parser").
const IGNORED_BY_PARSER = /^[\u0000-\u0020]+|[\u0000-\u0020]+$|[\t\n\r]/g;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** `url` read by the browser's URL parser against `base`, when it is http(s); whether it named its scheme. */
export function resolveHttp(url: unknown, base: string): { readonly resolved: URL; readonly explicit: boolean } | null {
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
