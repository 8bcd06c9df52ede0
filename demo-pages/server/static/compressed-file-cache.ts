import { compressBody } from '../http/compress-body.ts';
import type { CompressedEncoding } from '../http/negotiate-encoding.ts';

/** Enough for every file of dist/ and the demo, with room for watch-mode rebuilds' new chunk names. */
const MAX_ENTRIES = 400;

/** The stat fields that tell one version of a file from the next. */
export interface FileVersion {
  readonly size: number;
  readonly mtimeMs: number;
}

interface Entry extends FileVersion {
  readonly bytes: Buffer;
}

/** Compressed copies by coding and path, in least-recently-used order (Map keeps insertion order). */
const entries = new Map<string, Entry>();

/**
 * The file's bytes compressed with `encoding` at the `static` level, compressed once per version
 * of the file (its path, size and mtime) and then served from memory, as nginx's `gzip_static`
 * serves a build step's `.gz` files.
 */
export function compressedFile(path: string, version: FileVersion, bytes: Buffer, encoding: CompressedEncoding): Buffer {
  const key = `${encoding}:${path}`;
  const cached = entries.get(key);
  entries.delete(key);
  if (cached && cached.size === version.size && cached.mtimeMs === version.mtimeMs) {
    entries.set(key, cached);
    return cached.bytes;
  }
  const entry = { size: version.size, mtimeMs: version.mtimeMs, bytes: compressBody(bytes, encoding, 'static') };
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value ?? key);
  return entry.bytes;
}
