import { createHash } from 'node:crypto';
import { DEFAULT_AD_FRAME_URL } from '../../../shared/constants.ts';

/** The name of the header that carries the policy. */
export const CSP_HEADER = 'Content-Security-Policy';

/** What a page adds to the strict policy; each addition needs its reason where it is passed. */
export interface ContentSecurityPolicyOptions {
  /**
   * The ad frame URL (template) the page's `#widgets-config` names (default DEFAULT_AD_FRAME_URL):
   * when it is on another origin, that origin joins frame-src.
   */
  readonly adFrameUrl?: string;
  /** Hashes or nonces (`'sha384-…'`, `'nonce-…'`) of inline scripts the page carries, such as an import map. */
  readonly scriptHashes?: readonly string[];
  /** Hashes (`'sha256-…'`) of inline `<style>` elements of a page the bundle never runs on (the ad frame stand-in). */
  readonly styleHashes?: readonly string[];
}

// Only hashes and nonces may widen script-src and style-src: a keyword such as 'unsafe-inline' or a
// host would quietly undo the point of the policy.
const HASH_OR_NONCE = /^'(?:sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}|nonce-[A-Za-z0-9+/_-]+={0,2})'$/;

/**
 * Builds the demo site's strict policy: only the site's own scripts, styles, frames and media, no
 * inline script or style and no eval; extra inline scripts are allowed by hash or nonce only.
 */
export function contentSecurityPolicy({ adFrameUrl = DEFAULT_AD_FRAME_URL, scriptHashes = [], styleHashes = [] }: ContentSecurityPolicyOptions = {}): string {
  const frameOrigin = adFrameOrigin(adFrameUrl);
  const directives: Array<[string, readonly string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...checkedSources('script-src', scriptHashes)]],
    ['style-src', ["'self'", ...checkedSources('style-src', styleHashes)]],
    // data: for the small images the widgets and Plyr draw inline (SVG icons, placeholders).
    ['img-src', ["'self'", 'data:']],
    // blob: for the video verification's recorded clip, played back before it is sent.
    ['media-src', ["'self'", 'blob:']],
    ['frame-src', ["'self'", ...(frameOrigin ? [frameOrigin] : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/**
 * The origin of an absolute http(s) ad frame URL (template placeholders only in its path or
 * query), or null when the URL is relative, and so on the page's own origin ('self'), or unusable.
 */
export function adFrameOrigin(adFrameUrl: string): string | null {
  if (!/^https?:\/\//i.test(adFrameUrl)) return null;
  try {
    return new URL(adFrameUrl).origin;
  } catch {
    // A template whose host is a placeholder cannot be named in a policy; the ad-slot widget
    // reports such a URL and loads no frame.
    return null;
  }
}

/** The CSP source expression (`'sha384-…'`) that allows an inline script or style whose text is exactly `text`. */
export function inlineHashSource(text: string, algorithm: 'sha256' | 'sha384' | 'sha512' = 'sha384'): string {
  return `'${algorithm}-${createHash(algorithm).update(text, 'utf8').digest('base64')}'`;
}

function checkedSources(directive: string, sources: readonly string[]): readonly string[] {
  for (const source of sources) {
    if (!HASH_OR_NONCE.test(source)) {
      throw new Error(`${directive} may only be widened by a quoted hash or nonce such as 'sha384-…'; got ${JSON.stringify(source)}.`);
    }
  }
  return sources;
}
