import { describe, expect, it } from 'vitest';
import { isAbort, RequestError } from '../../../shared/http/request-error.ts';

describe('RequestError', () => {
  it('is an Error named RequestError with its failure kind, message, status and cause', () => {
    const cause = new TypeError('offline');

    const error = new RequestError('http', 'POST / answered HTTP 502.', 502, { cause });

    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('RequestError');
    expect(error.failure).toBe('http');
    expect(error.message).toBe('POST / answered HTTP 502.');
    expect(error.status).toBe(502);
    expect(error.cause).toBe(cause);
  });

  it('has no status for failures other than http', () => {
    expect(new RequestError('network', 'x').status).toBeUndefined();
  });
});

describe('isAbort', () => {
  it('is true for an aborted RequestError only', () => {
    expect(isAbort(new RequestError('aborted', 'cancelled'))).toBe(true);
    for (const failure of ['network', 'timeout', 'http', 'malformed'] as const) {
      expect(isAbort(new RequestError(failure, 'x'))).toBe(false);
    }
    expect(isAbort(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isAbort(undefined)).toBe(false);
  });
});
