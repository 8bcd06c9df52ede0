import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename } from 'node:path';
import { send, sendRedirect } from '../http/respond.ts';
import type { StaticRoots } from '../server-context.ts';
import { fileEtag } from '../http/conditional-request.ts';
import { compressedFile } from './compressed-file-cache.ts';
import { contentTypeOf } from './content-types.ts';
import { resolveInside } from './safe-path.ts';
import { renderNotFoundPage } from './not-found-page.ts';
import { staticCacheControl } from './static-cache-control.ts';

const DIST_PREFIX = '/dist/';
const VENDOR_PREFIX = '/vendor/';

/** Finds the file for a decoded URL path: dist/ at /dist/, single vendor files, the demo pages at /. */
function locate(decodedPath: string, roots: StaticRoots): string | null {
  if (decodedPath.startsWith(VENDOR_PREFIX)) return roots.vendorFiles.get(decodedPath.slice(VENDOR_PREFIX.length)) ?? null;
  if (decodedPath.startsWith(DIST_PREFIX)) return resolveInside(roots.distDir, decodedPath.slice(DIST_PREFIX.length));
  return resolveInside(roots.publicDir, decodedPath);
}

/** Stats a path, or null when nothing is there. */
async function statOrNull(path: string) {
  try {
    return await stat(path);
  } catch {
    return null;
  }
}

/**
 * The `SourceMap` header naming a script's map, when the map is there: the build leaves the
 * `sourceMappingURL` comment out of the shipped files (see build.mjs), so browsers' tools find the
 * maps through this header.
 */
async function sourceMapHeader(file: string): Promise<Record<string, string>> {
  if (!file.endsWith('.js')) return {};
  const map = await statOrNull(`${file}.map`);
  return map?.isFile() ? { SourceMap: `${basename(file)}.map` } : {};
}

/** Answers the 404 page. */
export function sendNotFound(response: ServerResponse, decodedPath: string): void {
  send(response, 404, 'text/html; charset=utf-8', renderNotFoundPage(decodedPath));
}

/**
 * Serves a GET or HEAD for a static file. A folder serves its index.html (after a redirect that
 * adds the trailing slash, so relative links inside it resolve); anything else missing is a 404.
 * Files carry an ETag and Last-Modified for revalidation and go out compressed when the client
 * accepts it, each version compressed once; see staticCacheControl for how long they are kept.
 */
export async function serveStaticFile(
  request: IncomingMessage,
  response: ServerResponse,
  decodedPath: string,
  roots: StaticRoots,
  watch: boolean,
): Promise<void> {
  let file = locate(decodedPath, roots);
  let info = file ? await statOrNull(file) : null;
  if (file && info?.isDirectory()) {
    if (!decodedPath.endsWith('/')) {
      const search = (request.url ?? '').split('?')[1];
      return sendRedirect(response, 301, `${decodedPath}/${search ? `?${search}` : ''}`);
    }
    file = resolveInside(file, 'index.html');
    info = file ? await statOrNull(file) : null;
  }
  if (!file || !info?.isFile()) return sendNotFound(response, decodedPath);
  const body = await readFile(file);
  const found = file;
  const version = { size: info.size, mtimeMs: info.mtimeMs };
  send(
    response,
    200,
    contentTypeOf(file),
    body,
    { 'Cache-Control': staticCacheControl(decodedPath, watch), ...(await sourceMapHeader(file)) },
    {
      etag: fileEtag(info.size, info.mtimeMs),
      lastModified: info.mtime,
      encode: (encoding) => compressedFile(found, version, body, encoding),
    },
  );
}
