import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the preload hints need of one build's dist/manifest.json (scripts/dist-manifest.mjs). */
export interface WidgetPreloads {
  /** Every file of the build by its path inside dist/, with its SRI value. */
  readonly files: Readonly<Record<string, { readonly integrity: string }>>;
  /** Per widget name, the files its first chunk needs, in preload order. */
  readonly widgets: Readonly<Record<string, readonly string[]>>;
}

interface CachedManifest {
  readonly size: number;
  readonly mtimeMs: number;
  readonly preloads: WidgetPreloads;
}

/** One entry per dist folder served (dist/, an end-to-end run's copy), replaced when its build changes. */
const cache = new Map<string, CachedManifest>();

/** The manifest's parts this reader uses, or null when the text is not a manifest with widget lists. */
function parseManifest(text: string): WidgetPreloads | null {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null) return null;
  const { files, widgets } = value as { files?: unknown; widgets?: unknown };
  if (typeof files !== 'object' || files === null || typeof widgets !== 'object' || widgets === null) return null;
  return { files: files as WidgetPreloads['files'], widgets: widgets as WidgetPreloads['widgets'] };
}

/**
 * The preload lists of the build in `distDir`, read from its manifest once per build (its size and
 * mtime: watch mode rewrites it after every rebuild), or null while there is no manifest, as before
 * the first build: pages then go out without hints.
 */
export function readWidgetPreloads(distDir: string): WidgetPreloads | null {
  const path = join(distDir, 'manifest.json');
  let info;
  try {
    info = statSync(path);
  } catch {
    cache.delete(distDir);
    return null;
  }
  const cached = cache.get(distDir);
  if (cached && cached.size === info.size && cached.mtimeMs === info.mtimeMs) return cached.preloads;
  let preloads: WidgetPreloads | null;
  try {
    preloads = parseManifest(readFileSync(path, 'utf8'));
  } catch {
    // A manifest caught half written by a rebuild: no hints for this page, read again on the next.
    return null;
  }
  if (preloads) cache.set(distDir, { size: info.size, mtimeMs: info.mtimeMs, preloads });
  return preloads;
}
