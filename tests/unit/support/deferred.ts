/** A promise the test settles when it says: a lazy part that arrives (or fails) on cue. */
export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** Makes a Deferred, for lazy loads (a widget's part, a trigger's chunk) held until the test releases them. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The error a browser gives a dynamic import that could not be fetched. */
export const chunkLoadError = () => new Error('Failed to fetch dynamically imported module');
