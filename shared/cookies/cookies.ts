import * as v from 'valibot';
import { getPageConfig } from '../config/page-config.ts';
import { foundValue } from '../options/found-value.ts';
import { cookieSpecOf, type CookieName, type CookieSpec, type CookieValue } from './cookie-catalogue.ts';
import { encodeCookieValue, getCookie, getCookieCopies, removeCookieFrom, setCookie, type CookieAttributes } from './document-cookie.ts';

/** Reads a cookie of the catalogue; undefined when absent, undecodable or not a valid value. */
export function readCookie<Name extends CookieName>(name: Name): CookieValue<Name> | undefined {
  const spec = cookieSpecOf(name);
  const text = spec && readRaw(name);
  if (!spec || text === undefined) return undefined;
  let value: unknown = text;
  if (spec.json) {
    try {
      value = JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  const result = v.safeParse(spec.schema, value);
  return result.success ? (result.output as CookieValue<Name>) : undefined;
}

/**
 * Writes a cookie of the catalogue with its lifetime, path `/`, `SameSite=Lax`, `Secure` on https
 * and, for parent-domain cookies, the configured domain. With a `cookieDomain` configured, the copy
 * of the same name in the other scope (the host's own for a parent-domain cookie, the parent
 * domain's for a host cookie) is expired: the browser would send both, the older first, and PHP's
 * `$_COOKIE` keeps the first. Returns whether the browser kept exactly this value as the only copy
 * (read back), false when cookies are blocked, another copy remains or the value is invalid (then
 * nothing is written).
 */
export function writeCookie<Name extends CookieName>(name: Name, value: CookieValue<Name>): boolean {
  const spec = cookieSpecOf(name);
  if (!spec) {
    console.error(`[widgets] cookie "${name}" is not in the cookie catalogue; not written.`);
    return false;
  }
  const result = v.safeParse(spec.schema, value);
  if (!result.success) {
    const issue = result.issues[0];
    console.error(`[widgets] cookie "${name}": ${issue.message}, ${foundValue(issue)}; not written.`);
    return false;
  }
  const text = spec.json ? JSON.stringify(result.output) : String(result.output);
  try {
    const [own, other] = scopesOf(spec);
    if (other) removeCookieFrom(name, other);
    setCookie(name, text, own);
    const copies = getCookieCopies(name);
    return copies.length === 1 && copies[0] === encodeCookieValue(text);
  } catch {
    // A sandboxed document throws on any cookie access: that is a blocked cookie too.
    return false;
  }
}

/** The cookie's raw text; undefined when absent or when the document may not read cookies. */
function readRaw(name: string): string | undefined {
  try {
    return getCookie(name);
  } catch {
    return undefined;
  }
}

/** Removes a cookie of the catalogue from every scope it may have been written in (see writeCookie). */
export function removeCookie(name: CookieName): void {
  const spec = cookieSpecOf(name);
  try {
    for (const scope of spec ? scopesOf(spec) : []) if (scope) removeCookieFrom(name, scope);
  } catch {
    // Blocked: there is nothing this document could remove.
  }
}

/**
 * Where the cookie is written, then the other scope a copy of it may have been left in: a page
 * with an empty `cookieDomain` (or an older config) writes on the host, one with a parent domain
 * there. Without a configured domain there is one scope only (the parent domain is unknown).
 */
function scopesOf(spec: CookieSpec): [own: CookieAttributes, other?: CookieAttributes] {
  const domain = getPageConfig().cookieDomain;
  const scope = (inDomain: boolean): CookieAttributes => ({
    expires: spec.days,
    path: '/',
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
    domain: inDomain ? domain : undefined,
  });
  if (!domain) return [scope(false)];
  return [scope(spec.parentDomain), scope(!spec.parentDomain)];
}
