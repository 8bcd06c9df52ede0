import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../shared/http/request-error.ts';
import { uploadForm } from '../../../shared/http/upload-form.ts';
import { installFakeXhr, lastXhr } from './fake-xhr.ts';

async function failureOf(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof RequestError)) throw new Error(`Expected a RequestError, got ${String(error)}.`);
  return error;
}

describe('uploadForm', () => {
  beforeEach(() => {
    installFakeXhr();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('POSTs the form with the X-Requested-With header and resolves with the answer text', async () => {
    const form = new FormData();
    const upload = uploadForm('/upload', form, { timeoutMs: 1234 });
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
    const upload = uploadForm('/upload', new FormData(), { timeoutMs: 1000, onProgress: (loaded, total) => seen.push([loaded, total]) });
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
    const upload = uploadForm('/upload', new FormData(), { timeoutMs: 1000 });
    lastXhr().respond(500, 'Internal Server Error');
    const error = await failureOf(upload);
    expect([error.failure, error.status]).toEqual(['http', 500]);
  });

  it('rejects a network error, and a load without a status, as network failures', async () => {
    const first = uploadForm('/upload', new FormData(), { timeoutMs: 1000 });
    lastXhr().failNetwork();
    expect((await failureOf(first)).failure).toBe('network');
    const second = uploadForm('/upload', new FormData(), { timeoutMs: 1000 });
    lastXhr().respond(0, '');
    expect((await failureOf(second)).failure).toBe('network');
  });

  it('rejects a timed-out upload as a timeout failure', async () => {
    const upload = uploadForm('/upload', new FormData(), { timeoutMs: 1000 });
    lastXhr().failTimeout();
    expect((await failureOf(upload)).failure).toBe('timeout');
  });

  it('aborts the upload once timeoutMs pass without an answer, on a timer a test clock can move, and rejects as a timeout', async () => {
    vi.useFakeTimers();
    const upload = uploadForm('/upload', new FormData(), { timeoutMs: 1234 });
    vi.advanceTimersByTime(1233);
    expect(lastXhr().aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(lastXhr().aborted).toBe(true);
    expect((await failureOf(upload)).failure).toBe('timeout');
  });

  it('leaves no timer behind once the answer came', async () => {
    vi.useFakeTimers();
    const upload = uploadForm('/upload', new FormData(), { timeoutMs: 1000 });
    lastXhr().respond(200, 'answer');
    await upload;
    expect(vi.getTimerCount()).toBe(0);
  });

  it('aborts the request when the signal aborts, and rejects as aborted', async () => {
    const controller = new AbortController();
    const upload = uploadForm('/upload', new FormData(), { timeoutMs: 1000, signal: controller.signal });
    controller.abort();
    expect(lastXhr().aborted).toBe(true);
    expect((await failureOf(upload)).failure).toBe('aborted');
  });

  it('sends nothing when the signal has aborted already', async () => {
    const xhrs = installFakeXhr();
    const controller = new AbortController();
    controller.abort();
    expect((await failureOf(uploadForm('/upload', new FormData(), { timeoutMs: 1000, signal: controller.signal }))).failure).toBe('aborted');
    expect(xhrs).toHaveLength(0);
  });
});
