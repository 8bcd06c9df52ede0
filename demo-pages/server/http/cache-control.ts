/** How long a browser may keep a file whose name changes with its content: a year, the usual maximum. */
export const IMMUTABLE_MAX_AGE_SECONDS = 31_536_000;

/**
 * The Cache-Control values the demo answers with, as a production server would: content-hashed
 * chunks are kept for a year without asking again; the entry script, the demo files and rendered
 * pages are kept but revalidated (ETag / Last-Modified, then 304) on every use; QA and backend
 * answers, and dist/ in watch mode, are never stored.
 */
export const CACHE_CONTROL = {
  immutable: `public, max-age=${IMMUTABLE_MAX_AGE_SECONDS}, immutable`,
  revalidate: 'no-cache',
  noStore: 'no-store',
} as const;
