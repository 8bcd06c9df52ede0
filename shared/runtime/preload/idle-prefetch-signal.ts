/**
 * How the idle prefetch's chunk (prefetch-on-use.ts) tells the page it has run (issue 19), for the
 * code that waits for it: the modal widgets then render their part closed (useAfterIdlePrefetch).
 * A const enum, so that esbuild writes the strings into each chunk that uses them: a shared
 * constant would become a chunk of its own that every page with a modal fetches (build.mjs marks
 * this file free of side effects, so that not even its empty chunk is left).
 */
export const enum IdlePrefetch {
  /** The performance mark set when the chunk runs, after the load event (the bench waits for it). */
  Mark = 'widgets:idle-prefetch',
  /** The window event dispatched right after the mark, for roots mounted before it. */
  Event = 'widgets:idle-prefetch',
}
