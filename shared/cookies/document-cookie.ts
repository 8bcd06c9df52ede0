/**
 * `document.cookie` read and written the way js-cookie 3 did it for the widgets, without its
 * general API (a third of the cookie kit every listing page loads). Names are the catalogue's,
 * plain `[A-Za-z0-9_]` names that need no encoding. Values are written encodeURIComponent-encoded,
 * `+` included, since the site's PHP decodes a cookie's `+` as a space; values are read as
 * js-cookie read them: quotes around them dropped and %-sequences decoded. Every function throws
 * when the document may not use cookies (a sandboxed document); cookies.ts handles that.
 */

/** How a cookie is written: lifetime in days (negative: expired), path, SameSite, Secure and domain. */
export interface CookieAttributes {
  readonly expires: number;
  readonly path: string;
  readonly sameSite: string;
  readonly secure: boolean;
  readonly domain: string | undefined;
}

/** A value as the widgets write it into `document.cookie`. */
export function encodeCookieValue(value: string): string {
  return encodeURIComponent(value);
}

/** The value of the first cookie `name` whose name and value decode; undefined when there is none. */
export function getCookie(name: string): string | undefined {
  for (const pair of document.cookie.split('; ')) {
    const [encodedName = '', ...value] = pair.split('=');
    try {
      if (decodeURIComponent(encodedName) !== name) continue;
      const text = value.join('=');
      return (text.startsWith('"') ? text.slice(1, -1) : text).replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
    } catch {
      // A cookie another script wrote with a broken %-sequence is skipped, as js-cookie skipped it.
    }
  }
  return undefined;
}

/**
 * The stored (encoded) value of every copy of the cookie `name` the document sees, in the browser's
 * order: a name written in two scopes (the host only, and a parent domain) has two copies.
 */
export function getCookieCopies(name: string): string[] {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .filter((pair) => pair.startsWith(prefix))
    .map((pair) => pair.slice(prefix.length));
}

/** Writes the cookie `name` with `value` and `attributes` (attributes in js-cookie's order). */
export function setCookie(name: string, value: string, { expires, path, sameSite, secure, domain }: CookieAttributes): void {
  const expiry = new Date(Date.now() + expires * 864e5).toUTCString();
  document.cookie = `${name}=${encodeCookieValue(value)}; path=${path}; expires=${expiry}; sameSite=${sameSite}${secure ? '; secure' : ''}${domain ? `; domain=${domain}` : ''}`;
}

/** Removes the cookie `name` written with `attributes` (the same path and domain). */
export function removeCookieFrom(name: string, attributes: CookieAttributes): void {
  setCookie(name, '', { ...attributes, expires: -1 });
}
