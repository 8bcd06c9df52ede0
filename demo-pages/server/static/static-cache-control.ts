import { CACHE_CONTROL } from '../http/cache-control.ts';

/** A lazy chunk whose name carries esbuild's content hash (build.mjs: `chunks/[name]-[hash]`). */
const HASHED_CHUNK = /^\/dist\/chunks\/[^/]+-[A-Z2-7]{8}\.(?:js|css)$/;

/**
 * The Cache-Control for a static file: a hashed chunk is immutable for a year, as a new build gives
 * changed code a new name; everything else (`widgets.js`, whose name never changes, source maps,
 * the demo files) is revalidated on each use. In watch mode dist/ is rebuilt under the browser,
 * so nothing of it is stored.
 */
export function staticCacheControl(decodedPath: string, watch: boolean): string {
  if (decodedPath.startsWith('/dist/')) {
    if (watch) return CACHE_CONTROL.noStore;
    if (HASHED_CHUNK.test(decodedPath)) return CACHE_CONTROL.immutable;
  }
  return CACHE_CONTROL.revalidate;
}
