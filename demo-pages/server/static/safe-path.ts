import { join, resolve, sep } from 'node:path';

/**
 * Decodes the path part of a raw request target, or returns null when it could leave a served
 * folder: a `.`/`..` segment (plain or percent-encoded, which URL parsers would silently
 * resolve), a backslash, a control character, an encoded `%` (double encoding), or broken
 * encoding; or when it starts with `//` (plain or encoded), which a redirect echoing the path
 * (a folder's trailing slash) would turn into a protocol-relative Location on another host.
 */
export function decodeSafePath(rawTarget: string): string | null {
  const rawPath = rawTarget.split('?', 1)[0] ?? '';
  if (!rawPath.startsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  // Control characters too: browsers drop tabs and newlines from a Location, so `/\t/host` is `//host`.
  if (/[\\\0-\x1f\x7f]/.test(decoded) || decoded.includes('%')) return null;
  if (decoded.startsWith('//')) return null;
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return decoded;
}

/** Joins a decoded path under `root`; null if the result would lie outside it (belt and braces). */
export function resolveInside(root: string, decodedPath: string): string | null {
  const base = resolve(root);
  const target = resolve(join(base, decodedPath));
  return target === base || target.startsWith(base + sep) ? target : null;
}
