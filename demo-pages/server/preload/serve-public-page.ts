import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { sendRevalidated } from '../http/send-revalidated.ts';
import type { StaticRoots } from '../server-context.ts';
import { resolveInside } from '../static/safe-path.ts';
import { addModulePreloads } from './add-module-preloads.ts';

/** The demo page of public/ a path names (`/`, `/folder/`, `/page.html`), or null for any other file. */
function publicPageFile(decodedPath: string, roots: StaticRoots): string | null {
  if (decodedPath.startsWith('/dist/') || decodedPath.startsWith('/vendor/')) return null;
  if (decodedPath.endsWith('/')) return resolveInside(roots.publicDir, `${decodedPath}index.html`);
  return decodedPath.endsWith('.html') ? resolveInside(roots.publicDir, decodedPath) : null;
}

/**
 * Answers a GET or HEAD of a static demo page (index.html, lab.html), with the modulepreload hints of
 * its widget roots when `withHints`, revalidated by an ETag of what is sent (the hints change with
 * each build).
 * Returns false when the path names no such page, for the static files to answer.
 */
export async function servePublicPage(response: ServerResponse, decodedPath: string, roots: StaticRoots, withHints: boolean): Promise<boolean> {
  const file = publicPageFile(decodedPath, roots);
  if (!file || !(await stat(file).catch(() => null))?.isFile()) return false;
  const html = await readFile(file, 'utf8');
  sendRevalidated(response, 'text/html; charset=utf-8', withHints ? addModulePreloads(html, roots.distDir) : html);
  return true;
}
