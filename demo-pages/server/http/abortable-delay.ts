import type { ServerResponse } from 'node:http';

/** Waits `ms`, or less when `signal` aborts; resolves to whether the full time passed. */
export function abortableDelay(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A signal that aborts when the client goes away before the answer is complete. The response's
 * `close` is the reliable event: the request's own `close` fires as soon as its body is read.
 */
export function clientGoneSignal(response: ServerResponse): AbortSignal {
  const controller = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
}
