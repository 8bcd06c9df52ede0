import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../shared/http/request-error.ts';
import { currentPageUrl, encodeFields, getText, postForm } from '../../../shared/http/request.ts';
import { resetPage, setPageConfig } from '../support/dom-fixture.ts';
import { stubFetch } from '../support/fetch-stub.ts';

/** Awaits `promise` expecting a RequestError, and returns it. */
async function rejectionOf(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => {
      throw new Error('Expected the call to fail.');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

afterEach(() => {
  vi.useRealTimers();
  resetPage();
});

describe('currentPageUrl', () => {
  it('is the path and query of the page, without origin or hash', () => {
    history.replaceState(null, '', '/profile/anna-42?lang=en&tab=2#reviews');

    expect(currentPageUrl()).toBe('/profile/anna-42?lang=en&tab=2');
  });

  it('is the path alone when the page has no query', () => {
    history.replaceState(null, '', '/dancers.php');

    expect(currentPageUrl()).toBe('/dancers.php');
  });
});

describe('encodeFields', () => {
  it('encodes fields as a form, repeating the names of arrays and turning numbers into text', () => {
    expect(encodeFields({ follow: 1, dancer_id: 42, city: ['1', '2'], note: 'a b&c=d' }).toString()).toBe(
      'follow=1&dancer_id=42&city=1&city=2&note=a+b%26c%3Dd',
    );
  });

  it('copies URLSearchParams instead of reusing them', () => {
    const fields = new URLSearchParams('a=1&a=2');

    const body = encodeFields(fields);
    fields.append('b', '3');

    expect(body).not.toBe(fields);
    expect(body.toString()).toBe('a=1&a=2');
  });
});

describe('postForm', () => {
  it('POSTs an urlencoded body to the given URL with the legacy X-Requested-With header', async () => {
    const server = stubFetch({ text: '1' });

    await postForm('/profile/42?x=1', { follow: 1, dancer_id: 42, issue: ['3', '4'] });

    expect(server.calls).toHaveLength(1);
    const [call] = server.calls;
    expect(call?.url).toBe('/profile/42?x=1');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(call?.body).toBe('follow=1&dancer_id=42&issue=3&issue=4');
    expect(call?.bodyInit).toBeInstanceOf(URLSearchParams);
    expect(call?.credentials).toBe('same-origin');
  });

  it('sends the body with the form content type', async () => {
    const server = stubFetch({ text: '' });

    await postForm('/x', { a: '1' });

    const request = new Request('http://localhost/x', { method: 'POST', body: server.calls[0]?.bodyInit as URLSearchParams });
    expect(request.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('resolves with the answer text on success', async () => {
    stubFetch({ text: '{"STATUS":"success"}' });

    await expect(postForm('/x', {})).resolves.toBe('{"STATUS":"success"}');
  });

  it('fails with an http RequestError carrying the status when the server answers an error status', async () => {
    stubFetch({ text: 'Internal Server Error', status: 500 });

    const error = await rejectionOf(postForm('/save', {}));

    expect(error.failure).toBe('http');
    expect(error.status).toBe(500);
    expect(error.message).toBe('POST /save answered HTTP 500.');
  });

  it('fails with a network RequestError when fetch rejects', async () => {
    stubFetch('network-error');

    const error = await rejectionOf(postForm('/save', {}));

    expect(error.failure).toBe('network');
    expect(error.status).toBeUndefined();
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('fails with a network RequestError when the body cannot be read', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve({ ok: true, status: 200, text: () => Promise.reject(new TypeError('connection reset')) }),
    );

    const error = await rejectionOf(postForm('/save', {}));

    expect(error.failure).toBe('network');
  });

  it('fails with a timeout RequestError when the server does not answer within timeoutMs', async () => {
    vi.useFakeTimers();
    const server = stubFetch('never');
    const outcome = rejectionOf(postForm('/slow', {}, { timeoutMs: 1000 }));

    await vi.advanceTimersByTimeAsync(999);
    expect(server.calls[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;

    expect(error.failure).toBe('timeout');
    expect(error.message).toBe('/slow did not answer within 1000 ms.');
  });

  it('takes its timeout from the page config when none is given', async () => {
    vi.useFakeTimers();
    setPageConfig({ requestTimeoutMs: 2500 });
    const server = stubFetch('never');
    const outcome = rejectionOf(postForm('/slow', {}));

    await vi.advanceTimersByTimeAsync(2499);
    expect(server.calls[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect((await outcome).failure).toBe('timeout');
  });

  it('fails with an aborted RequestError when the caller aborts', async () => {
    const server = stubFetch('never');
    const caller = new AbortController();
    const outcome = rejectionOf(postForm('/x', {}, { signal: caller.signal, timeoutMs: 60000 }));

    caller.abort();
    const error = await outcome;

    expect(error.failure).toBe('aborted');
    expect(server.calls[0]?.signal?.aborted).toBe(true);
  });

  it('does not call the server when the caller has aborted already', async () => {
    const server = stubFetch({ text: '1' });
    const caller = new AbortController();
    caller.abort();

    const error = await rejectionOf(postForm('/x', {}, { signal: caller.signal }));

    expect(error.failure).toBe('aborted');
    expect(server.calls).toHaveLength(0);
  });

  it('leaves no timer and no abort listener behind once answered', async () => {
    vi.useFakeTimers();
    stubFetch({ text: 'ok' });
    const caller = new AbortController();
    const removeListener = vi.spyOn(caller.signal, 'removeEventListener');

    await postForm('/x', {}, { signal: caller.signal });

    expect(vi.getTimerCount()).toBe(0);
    expect(removeListener).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});

describe('getText', () => {
  it('GETs the URL with the legacy header and no body, resolving with the text', async () => {
    const server = stubFetch({ text: '[{"value":"Anna"}]' });

    await expect(getText('/search_suggestions?term=ann')).resolves.toBe('[{"value":"Anna"}]');

    expect(server.calls[0]?.method).toBe('GET');
    expect(server.calls[0]?.url).toBe('/search_suggestions?term=ann');
    expect(server.calls[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(server.calls[0]?.bodyInit).toBeUndefined();
  });

  it('fails like postForm: http with status', async () => {
    stubFetch({ text: 'Not Found', status: 404 });

    const error = await rejectionOf(getText('/missing'));

    expect(error.failure).toBe('http');
    expect(error.status).toBe(404);
    expect(error.message).toBe('GET /missing answered HTTP 404.');
  });
});
