import * as v from 'valibot';
import { safeUrl } from '../http/safe-url.ts';

/** What a URL attribute accepts besides an http(s) URL or a path that stays on this site. */
export interface UrlAttributeRules {
  /** The value of a missing attribute; `''` also takes an empty attribute as "no URL". Without it the attribute is required. */
  readonly fallback?: string;
  /** This page's origin only, also for a URL that names its host (a frame that must report to this page). */
  readonly thisSiteOnly?: boolean;
  /** `#id` names an element of this page, kept as written. */
  readonly fragment?: boolean;
}

const FRAGMENT = /^#[A-Za-z][\w-]*$/;
// As written: an http(s) URL or an absolute path. A bare `www.example.com` would be a path of this
// page's folder, which is never what a template means.
const URL_OR_PATH = /^(?:https?:\/\/|\/)/i;

/** `url` as the browser will read it on this page when `rules` allow it; null when they do not. */
function judgeUrl(url: string, { fallback, thisSiteOnly, fragment }: UrlAttributeRules): string | null {
  if (url === '' && fallback === '') return url;
  if (fragment && url.startsWith('#')) return FRAGMENT.test(url) ? url : null;
  const href = URL_OR_PATH.test(url) ? safeUrl(url) : null;
  // safeUrl's href is the origin and a path, so a prefix compares the origin.
  return href !== null && (!thisSiteOnly || href.startsWith(`${location.origin}/`)) ? href : null;
}

/**
 * The schema of every URL-valued data attribute (`data-leave-url`, `data-add-profile-url`, a
 * verification frame's `data-src`). The URL is judged by safeUrl, the one same-origin check, as the
 * browser will read it: an explicit http(s) URL may name any host (not with `thisSiteOnly`), a path
 * must stay on this page's origin, so `/\evil.example` and `/<tab>/evil.example` are refused like
 * `//evil.example`. Gives the absolute URL it judged (`#id` and `''` as written).
 */
export function urlAttribute(rules: UrlAttributeRules = {}) {
  const urls = rules.thisSiteOnly ? 'a path ("/…") or URL of this site' : 'an http(s) URL or a path ("/…") on this site';
  const rule = `expected ${rules.fragment ? '"#id", ' : ''}${urls} as the browser reads it ("/\\host" and "//host" are other hosts)`;
  const schema = v.pipe(
    v.string(`is required: ${rule}`),
    v.check((url) => judgeUrl(url, rules) !== null, rule),
    // The check passed, so the judgement is a URL.
    v.transform((url) => judgeUrl(url, rules) as string),
  );
  return rules.fallback === undefined ? schema : v.optional(schema, rules.fallback);
}
