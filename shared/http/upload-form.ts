import { RequestError } from './request-error.ts';

/** Options of one upload. */
export interface UploadOptions {
  /** Cancels the upload; the promise then rejects with an `aborted` RequestError. */
  readonly signal?: AbortSignal;
  /**
   * How long the body may go without an upload progress event before the upload fails as timed
   * out. Only a stall counts, never the total: a large body on a slow uplink may take as long as it
   * needs while its bytes keep going out.
   */
  readonly stallTimeoutMs: number;
  /** How long the answer may take once the last byte of the body was sent. */
  readonly answerTimeoutMs: number;
  /** Called as the body goes out, with the bytes sent so far and the total. */
  readonly onProgress?: (loaded: number, total: number) => void;
}

/**
 * POSTs `form` as `multipart/form-data` with the legacy `X-Requested-With` header and resolves with
 * the answer's text. It uses XMLHttpRequest because fetch reports no upload progress. Every way it
 * can fail is a RequestError of the same kinds as `postForm`'s: network, timeout, http, aborted; a
 * timeout is `stallTimeoutMs` without progress while sending, or `answerTimeoutMs` without an answer
 * after the last byte.
 */
export function uploadForm(
  url: string,
  form: FormData,
  { signal, stallTimeoutMs, answerTimeoutMs, onProgress }: UploadOptions,
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new RequestError('aborted', `The upload to ${url} was cancelled.`));
      return;
    }
    const xhr = new XMLHttpRequest();
    let timeout: RequestError | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Timers of the page rather than `xhr.timeout`: the browser's own XHR timeout counts the total
    // and is out of reach of a test clock.
    const waitAtMost = (ms: number, what: string) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timeout = new RequestError('timeout', `${url}: ${what} within ${ms} ms.`);
        xhr.abort();
      }, ms);
    };
    const waitForProgress = () => waitAtMost(stallTimeoutMs, 'no more of the upload went out');
    const onAbort = () => xhr.abort();
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    xhr.open('POST', url);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    let sent = false;
    xhr.upload.onprogress = (event) => {
      // Chromium may deliver the last progress event after the upload's load: it must not bring
      // back the stall limit in place of the wait for the answer.
      if (!sent) waitForProgress();
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.upload.onload = () => {
      sent = true;
      waitAtMost(answerTimeoutMs, 'no answer came after the last byte');
    };
    xhr.onload = () =>
      settle(() => {
        if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.responseText);
        else if (xhr.status === 0) reject(new RequestError('network', `${url} could not be reached.`));
        else reject(new RequestError('http', `POST ${url} answered HTTP ${xhr.status}.`, xhr.status));
      });
    xhr.onerror = () => settle(() => reject(new RequestError('network', `${url} could not be reached.`)));
    xhr.ontimeout = () => settle(() => reject(new RequestError('timeout', `${url} did not answer in time.`)));
    xhr.onabort = () => settle(() => reject(timeout ?? new RequestError('aborted', `The upload to ${url} was cancelled.`)));
    signal?.addEventListener('abort', onAbort, { once: true });
    waitForProgress();
    xhr.send(form);
  });
}
