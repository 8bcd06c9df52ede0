import { RequestError } from './request-error.ts';

/** Options of one upload. */
export interface UploadOptions {
  /** Cancels the upload; the promise then rejects with an `aborted` RequestError. */
  readonly signal?: AbortSignal;
  /** How long the whole upload and its answer may take. */
  readonly timeoutMs: number;
  /** Called as the body goes out, with the bytes sent so far and the total. */
  readonly onProgress?: (loaded: number, total: number) => void;
}

/**
 * POSTs `form` as `multipart/form-data` with the legacy `X-Requested-With` header and resolves with
 * the answer's text. It uses XMLHttpRequest because fetch reports no upload progress. Every way it
 * can fail is a RequestError of the same kinds as `postForm`'s: network, timeout, http, aborted.
 */
export function uploadForm(url: string, form: FormData, { signal, timeoutMs, onProgress }: UploadOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new RequestError('aborted', `The upload to ${url} was cancelled.`));
      return;
    }
    const xhr = new XMLHttpRequest();
    let timedOut = false;
    const onAbort = () => xhr.abort();
    // A timer of the page rather than `xhr.timeout`: the browser's own XHR timeout is out of reach of
    // a test clock, so a 60 s limit could not be checked end to end without waiting 60 s.
    const timer = setTimeout(() => {
      timedOut = true;
      xhr.abort();
    }, timeoutMs);
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    xhr.open('POST', url);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () =>
      settle(() => {
        if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.responseText);
        else if (xhr.status === 0) reject(new RequestError('network', `${url} could not be reached.`));
        else reject(new RequestError('http', `POST ${url} answered HTTP ${xhr.status}.`, xhr.status));
      });
    xhr.onerror = () => settle(() => reject(new RequestError('network', `${url} could not be reached.`)));
    const timeoutError = () => new RequestError('timeout', `${url} did not answer within ${timeoutMs} ms.`);
    xhr.ontimeout = () => settle(() => reject(timeoutError()));
    xhr.onabort = () =>
      settle(() => reject(timedOut ? timeoutError() : new RequestError('aborted', `The upload to ${url} was cancelled.`)));
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}
