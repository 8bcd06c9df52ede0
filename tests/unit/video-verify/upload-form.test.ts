import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../shared/http/request-error.ts';
import { uploadForm, type UploadOptions } from '../../../shared/http/upload-form.ts';
import { installFakeXhr, lastXhr } from './fake-xhr.ts';

async function failureOf(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof RequestError)) throw new Error(`Expected a RequestError, got ${String(error)}.`);
  return error;
}

/** Short limits, so that the timer tests read plainly: 1 s without progress, 2 s without an answer. */
const LIMITS = { stallTimeoutMs: 1000, answerTimeoutMs: 2000 } as const satisfies Partial<UploadOptions>;

describe('uploadForm', () => {
  beforeEach(() => {
    installFakeXhr();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('POSTs the form with the X-Requested-With header and resolves with the answer text', async () => {
    const form = new FormData();
    const upload = uploadForm('/upload', form, LIMITS);
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/upload');
    expect(xhr.headers).toEqual({ 'X-Requested-With': 'XMLHttpRequest' });
    expect(xhr.body).toBe(form);
    xhr.respond(200, 'answer');
    await expect(upload).resolves.toBe('answer');
  });

  it('reports upload progress as bytes sent and total', async () => {
    const seen: [number, number][] = [];
    const upload = uploadForm('/upload', new FormData(), { ...LIMITS, onProgress: (loaded, total) => seen.push([loaded, total]) });
    lastXhr().progress(10, 40);
    lastXhr().progress(40, 40);
    lastXhr().respond(200, '');
    await upload;
    expect(seen).toEqual([
      [10, 40],
      [40, 40],
    ]);
  });

  it('rejects an HTTP error status as an http failure with the status', async () => {
    const upload = uploadForm('/upload', new FormData(), LIMITS);
    lastXhr().respond(500, 'Internal Server Error');
    const error = await failureOf(upload);
    expect([error.failure, error.status]).toEqual(['http', 500]);
  });

  it('rejects a network error, and a load without a status, as network failures', async () => {
    const first = uploadForm('/upload', new FormData(), LIMITS);
    lastXhr().failNetwork();
    expect((await failureOf(first)).failure).toBe('network');
    const second = uploadForm('/upload', new FormData(), LIMITS);
    lastXhr().respond(0, '');
    expect((await failureOf(second)).failure).toBe('network');
  });

  it('rejects a timed-out upload as a timeout failure', async () => {
    const upload = uploadForm('/upload', new FormData(), LIMITS);
    lastXhr().failTimeout();
    expect((await failureOf(upload)).failure).toBe('timeout');
  });

  it('aborts an upload that sent nothing for stallTimeoutMs, on a timer a test clock can move, and rejects as a timeout', async () => {
    vi.useFakeTimers();
    const upload = uploadForm('/upload', new FormData(), LIMITS);
    vi.advanceTimersByTime(LIMITS.stallTimeoutMs - 1);
    expect(lastXhr().aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(lastXhr().aborted).toBe(true);
    const error = await failureOf(upload);
    expect([error.failure, error.message]).toEqual(['timeout', '/upload: no more of the upload went out within 1000 ms.']);
  });

  it('restarts the stall timer with each progress event, and times out stallTimeoutMs after the last one', async () => {
    vi.useFakeTimers();
    const upload = uploadForm('/upload', new FormData(), LIMITS);
    vi.advanceTimersByTime(900);
    lastXhr().progress(10, 100);
    vi.advanceTimersByTime(900);
    lastXhr().progress(20, 100);
    vi.advanceTimersByTime(LIMITS.stallTimeoutMs - 1);
    expect(lastXhr().aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(lastXhr().aborted).toBe(true);
    expect((await failureOf(upload)).failure).toBe('timeout');
  });

  it('lets a slow upload that keeps going take far longer in total than either limit, and resolves with its answer', async () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const upload = uploadForm('/upload', new FormData(), { ...LIMITS, onProgress: (loaded) => seen.push(loaded) });
    // 100 progress events 0.9 s apart: 90 s in all, 45 times the answer limit.
    for (let sent = 1; sent <= 100; sent += 1) {
      vi.advanceTimersByTime(900);
      lastXhr().progress(sent, 100);
    }
    lastXhr().finishUpload();
    vi.advanceTimersByTime(LIMITS.answerTimeoutMs - 1);
    lastXhr().respond(200, 'answer');
    await expect(upload).resolves.toBe('answer');
    expect(lastXhr().aborted).toBe(false);
    expect(seen).toHaveLength(100);
  });

  it('waits answerTimeoutMs for the answer once the last byte went out, then rejects as a timeout', async () => {
    vi.useFakeTimers();
    const upload = uploadForm('/upload', new FormData(), LIMITS);
    lastXhr().progress(100, 100);
    lastXhr().finishUpload();
    // The stall limit no longer applies: the server may take its time to read the clip.
    vi.advanceTimersByTime(LIMITS.answerTimeoutMs - 1);
    expect(lastXhr().aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(lastXhr().aborted).toBe(true);
    const error = await failureOf(upload);
    expect([error.failure, error.message]).toEqual(['timeout', '/upload: no answer came after the last byte within 2000 ms.']);
  });

  it('keeps waiting answerTimeoutMs for the answer when a progress event comes after the last byte', async () => {
    vi.useFakeTimers();
    const upload = uploadForm('/upload', new FormData(), LIMITS);
    lastXhr().finishUpload();
    lastXhr().progress(100, 100);
    vi.advanceTimersByTime(LIMITS.answerTimeoutMs - 1);
    expect(lastXhr().aborted).toBe(false);
    lastXhr().respond(200, 'answer');
    await expect(upload).resolves.toBe('answer');
  });

  it('leaves no timer behind once the answer came', async () => {
    vi.useFakeTimers();
    const upload = uploadForm('/upload', new FormData(), LIMITS);
    lastXhr().respond(200, 'answer');
    await upload;
    expect(vi.getTimerCount()).toBe(0);
  });

  it('aborts the request when the signal aborts, and rejects as aborted', async () => {
    const controller = new AbortController();
    const upload = uploadForm('/upload', new FormData(), { ...LIMITS, signal: controller.signal });
    controller.abort();
    expect(lastXhr().aborted).toBe(true);
    expect((await failureOf(upload)).failure).toBe('aborted');
  });

  it('sends nothing when the signal has aborted already', async () => {
    const xhrs = installFakeXhr();
    const controller = new AbortController();
    controller.abort();
    expect((await failureOf(uploadForm('/upload', new FormData(), { ...LIMITS, signal: controller.signal }))).failure).toBe('aborted');
    expect(xhrs).toHaveLength(0);
  });
});
