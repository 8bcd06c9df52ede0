import { join, resolve, sep } from 'node:path';

/**
 * Decodes the path part of a raw request target, or returns null when it could leave a served
 * folder: a `.`/`..` segment (plain or percent-encoded, which URL parsers would silently
 * resolve), a backslash, a NUL, an encoded `%` (double encoding), or broken encoding.
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
  if (/[\\\0]/.test(decoded) || decoded.includes('%')) return null;
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return decoded;
}

/** Joins a decoded path under `root`; null if the result would lie outside it (belt and braces). */
export function resolveInside(root: string, decodedPath: string): string | null {
  const base = resolve(root);
  const target = resolve(join(base, decodedPath));
  return target === base || target.startsWith(base + sep) ? target : null;
}
