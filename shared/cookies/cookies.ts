import * as v from 'valibot';
import { getPageConfig } from '../config/page-config.ts';
import { cookieSpecOf, type CookieName, type CookieSpec, type CookieValue } from './cookie-catalogue.ts';
import { encodeCookieValue, getCookie, removeCookieFrom, setCookie, type CookieAttributes } from './document-cookie.ts';

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
 * and, for parent-domain cookies, the configured domain. Returns whether the browser kept it (read
 * back), false when cookies are blocked or the value is invalid (then nothing is written).
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
    console.error(`[widgets] cookie "${name}": ${issue.message} (found ${issue.received}); not written.`);
    return false;
  }
  const text = spec.json ? JSON.stringify(result.output) : String(result.output);
  const stored = `${name}=${encodeCookieValue(text)}`;
  try {
    setCookie(name, text, attributesOf(spec));
    return document.cookie.split('; ').includes(stored);
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

/** Removes a cookie of the catalogue, from the domain and path it was written with. */
export function removeCookie(name: CookieName): void {
  const spec = cookieSpecOf(name);
  try {
    if (spec) removeCookieFrom(name, attributesOf(spec));
  } catch {
    // Blocked: there is nothing this document could remove.
  }
}

function attributesOf(spec: CookieSpec): CookieAttributes {
  const domain = spec.parentDomain ? getPageConfig().cookieDomain : '';
  return {
    expires: spec.days,
    path: '/',
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
    domain: domain || undefined,
  };
}
