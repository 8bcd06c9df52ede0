import { getPageConfig } from '../config/page-config.ts';
import { RequestError } from './request-error.ts';

/** Options of one call to the server. */
export interface RequestOptions {
  /** Cancels the call; the promise then rejects with an `aborted` RequestError. */
  readonly signal?: AbortSignal;
  /** Overrides the page config's timeout. */
  readonly timeoutMs?: number;
}

/** Fields of an urlencoded body; repeated names as arrays. */
export type FormFields = Readonly<Record<string, string | number | readonly string[]>> | URLSearchParams;

/** "The current page" of the contract: where the profile page's actions post. */
export function currentPageUrl(): string {
  return location.pathname + location.search;
}

/** Encodes fields as `application/x-www-form-urlencoded`, repeating names given as arrays. */
export function encodeFields(fields: FormFields): URLSearchParams {
  if (fields instanceof URLSearchParams) return new URLSearchParams(fields);
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) body.append(name, item);
    else body.append(name, String(value));
  }
  return body;
}

/** POSTs urlencoded fields with the legacy `X-Requested-With` header and resolves with the answer's text. */
export function postForm(url: string, fields: FormFields, options: RequestOptions = {}): Promise<string> {
  return requestText(url, { method: 'POST', body: encodeFields(fields) }, options);
}

/** GETs `url` and resolves with the answer's text. */
export function getText(url: string, options: RequestOptions = {}): Promise<string> {
  return requestText(url, { method: 'GET' }, options);
}

/**
 * Runs one call with a timeout and turns every way it can fail into a RequestError: network,
 * timeout, HTTP status, or the caller's abort.
 */
async function requestText(url: string, init: RequestInit, options: RequestOptions): Promise<string> {
  const timeoutMs = options.timeoutMs ?? getPageConfig().requestTimeoutMs;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const onAbort = () => timeout.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    if (options.signal?.aborted) throw new RequestError('aborted', 'The request was cancelled.');
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        credentials: 'same-origin',
        signal: timeout.signal,
      });
    } catch (error) {
      throw failureOf(error, url, timeoutMs, options.signal);
    }
    if (!response.ok) {
      throw new RequestError('http', `${init.method ?? 'GET'} ${url} answered HTTP ${response.status}.`, response.status);
    }
    try {
      return await response.text();
    } catch (error) {
      throw failureOf(error, url, timeoutMs, options.signal);
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

function failureOf(error: unknown, url: string, timeoutMs: number, callerSignal?: AbortSignal): RequestError {
  if (callerSignal?.aborted) return new RequestError('aborted', `The request to ${url} was cancelled.`, undefined, { cause: error });
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new RequestError('timeout', `${url} did not answer within ${timeoutMs} ms.`, undefined, { cause: error });
  }
  return new RequestError('network', `${url} could not be reached.`, undefined, { cause: error });
}
