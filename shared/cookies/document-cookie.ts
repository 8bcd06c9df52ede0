import Cookies from 'js-cookie';

/**
 * `document.cookie` through js-cookie (the stack's cookie library), set up as the widgets use it.
 * Names are the catalogue's, plain `[A-Za-z0-9_]` names that need no encoding. Every function
 * throws when the document may not use cookies (a sandboxed document); cookies.ts handles that.
 */

/** How a cookie is written: lifetime in days (negative: expired), path, SameSite, Secure and domain. */
export interface CookieAttributes {
  readonly expires: number;
  readonly path: string;
  readonly sameSite: 'Lax' | 'Strict' | 'None';
  readonly secure: boolean;
  readonly domain: string | undefined;
}

/**
 * A value as the widgets write it into `document.cookie`: all of it encodeURIComponent-encoded,
 * `+` included, since the site's PHP decodes a cookie's `+` as a space (js-cookie leaves it bare).
 */
export const encodeCookieValue = (value: string): string => encodeURIComponent(value);

const jar = Cookies.withConverter({ write: encodeCookieValue });

/** The value of the first cookie `name` whose name and value decode; undefined when there is none. */
export const getCookie = (name: string): string | undefined => jar.get(name);

/**
 * The stored (encoded) value of every copy of the cookie `name` the document sees, in the browser's
 * order: a name written in two scopes (the host only, and a parent domain) has two copies, and
 * js-cookie reads the first only.
 */
export function getCookieCopies(name: string): string[] {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .filter((pair) => pair.startsWith(prefix))
    .map((pair) => pair.slice(prefix.length));
}

/** Writes the cookie `name` with `value` and `attributes`. */
export function setCookie(name: string, value: string, attributes: CookieAttributes): void {
  jar.set(name, value, attributes);
}

/** Removes the cookie `name` written with `attributes` (the same path and domain). */
export function removeCookieFrom(name: string, attributes: CookieAttributes): void {
  jar.remove(name, attributes);
}
