import { vi } from 'vitest';

/** A widget's lazy chunk that arrives only when the test releases it. */
export interface DeferredChunk {
  /** Settles when the test releases the chunk; the chunk's `vi.mock` factory awaits it. */
  readonly arrived: Promise<void>;
  /** Lets the chunk arrive. */
  release(): void;
}

/**
 * Makes a held-back chunk. Call it inside `vi.hoisted` (through a dynamic import of this file), so
 * that the chunk's `vi.mock` factory, hoisted above the imports, can await it.
 */
export function createDeferredChunk(): DeferredChunk {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
}

/**
 * Releases the chunk and waits until the widget has had every chance to act on it: the widget's
 * own import has settled once the test's (`importChunk`) resolves; then its callbacks run.
 */
export async function releaseAndSettle(chunk: DeferredChunk, importChunk: () => Promise<unknown>): Promise<void> {
  chunk.release();
  await importChunk();
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
}
