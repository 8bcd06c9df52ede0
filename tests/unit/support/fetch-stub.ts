import { vi, type Mock } from 'vitest';

/**
 * How the stubbed server answers one call: with text (and a status, 200 by default), with a
 * network error, never (until the call is aborted), or only when the test calls `respond`.
 */
export type FetchAnswer = { readonly text: string; readonly status?: number } | 'network-error' | 'never' | 'held';

/** One call the stubbed `fetch` received. */
export interface StubbedCall {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  /** The body as sent on the wire (urlencoded for forms). */
  readonly body: string;
  readonly bodyInit: unknown;
  readonly signal: AbortSignal | undefined;
  readonly credentials: RequestCredentials | undefined;
  /** Answers a `held` call. */
  respond(text: string, status?: number): void;
  /** Fails a `held` call as a network error. */
  failNetwork(): void;
}

/** The stubbed `fetch` and the calls it received, oldest first. */
export interface FetchStub {
  readonly fetch: Mock<typeof fetch>;
  readonly calls: StubbedCall[];
}

/**
 * Replaces the global `fetch` (undone after each test by `unstubGlobals`). Each call takes the next
 * answer; the last answer is reused for further calls. Pending calls reject with the signal's
 * reason when aborted, as browsers do.
 */
export function stubFetch(...answers: [FetchAnswer, ...FetchAnswer[]]): FetchStub {
  const calls: StubbedCall[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const answer = answers[Math.min(calls.length, answers.length - 1)]!;
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal ?? undefined;
      const call: StubbedCall = {
        url: String(input),
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: init.body === undefined || init.body === null ? '' : String(init.body),
        bodyInit: init.body,
        signal,
        credentials: init.credentials,
        respond: (text, status = 200) => resolve(new Response(text, { status })),
        failNetwork: () => reject(new TypeError('Failed to fetch')),
      };
      calls.push(call);
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      if (answer === 'network-error') call.failNetwork();
      else if (typeof answer === 'object') call.respond(answer.text, answer.status);
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetch: fetchMock as unknown as Mock<typeof fetch>, calls };
}
