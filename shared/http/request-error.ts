/** Why a call to the server failed: told apart so the user gets the right message. */
export type RequestFailure = 'network' | 'timeout' | 'http' | 'malformed' | 'aborted';

/** A failed call to the server. `status` is set for `http` failures. */
export class RequestError extends Error {
  override readonly name = 'RequestError';

  constructor(
    readonly failure: RequestFailure,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Tells whether a failure is the caller's own cancellation, which the user need not hear about. */
export function isAbort(error: unknown): boolean {
  return error instanceof RequestError && error.failure === 'aborted';
}
