// @vitest-environment jsdom
// jsdom, not happy-dom: the review view runs the real DOMPurify, which does not work under happy-dom.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlMessages } from '../../../shared/messages/catalogue/control-messages.ts';
import { requestMessages } from '../../../shared/messages/catalogue/request-messages.ts';
import { keepFocusOutOfClosedDialogs } from '../support/closed-dialog-focus.ts';
import { getElement, renderFixture, resetPage, setPageConfig } from '../support/dom-fixture.ts';
import { stubFetch, type FetchAnswer, type FetchStub } from '../support/fetch-stub.ts';
import { startTestWidgets } from '../support/runtime-harness.ts';
import { runWhatABrowserWould } from '../support/run-what-a-browser-would.ts';

const sanitizerLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../widgets/review-modal/sanitize-review-html.ts', async (importOriginal) => {
  sanitizerLoads.count += 1;
  return importOriginal();
});
vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

declare global {
  interface Window {
    __canary?: unknown;
  }
}

const PROFILE_PATH = '/profile.html';
const REVIEW_1 = '<article class="review-full" data-review-id="1"><h3 class="h5">Friendly and professional</h3><p>Would book again.</p></article>';
const REVIEW_2 = '<article class="review-full" data-review-id="2"><h3 class="h5">Great show, short notice</h3></article>';
const HOSTILE =
  '<article><p>This review tries to run code.</p><script>window.__canary=1</script><img src=x onerror="window.__canary=1"><a href="javascript:window.__canary=1">link</a></article>';
const MALFORMED_HTML = '<br />\n<b>Fatal error</b>: Uncaught Error in /var/www/site.php';
const HTTP_MESSAGE = (status: number) => requestMessages.requestHttp.replace('{status}', String(status));

beforeEach(() => {
  keepFocusOutOfClosedDialogs();
  history.replaceState(null, '', PROFILE_PATH);
  window.dataLayer = [];
});

afterEach(() => {
  resetPage();
  delete window.__canary;
});

interface ReviewPage {
  readonly root: HTMLElement;
  readonly trigger: (id: string) => HTMLButtonElement;
  readonly dialog: () => HTMLDialogElement;
  readonly body: () => HTMLElement;
}

async function mountReviewPage(): Promise<ReviewPage> {
  renderFixture(`<main><ol class="review-list">
      <li data-review-id="1"><button type="button" id="t1" aria-controls="reviewModal" aria-haspopup="dialog" data-review-id="1">Read 1</button></li>
      <li data-review-id="2"><button type="button" id="t2" aria-controls="reviewModal" aria-haspopup="dialog" data-review-id="2">Read 2</button></li>
      <li data-review-id="666"><button type="button" id="t666" aria-controls="reviewModal" aria-haspopup="dialog" data-review-id="666">Read 666</button></li>
      <li><button type="button" id="tnone" aria-controls="reviewModal" aria-haspopup="dialog">Read (no id)</button></li>
    </ol></main><div id="root" data-widget="review-modal"></div>`);
  const api = startTestWidgets({ 'review-modal': () => import('../../../widgets/review-modal/index.ts') });
  await api.settled();
  const dialog = () => getElement<HTMLDialogElement>('dialog#reviewModal');
  return {
    root: getElement('#root'),
    trigger: (id) => getElement<HTMLButtonElement>(`#t${id}`),
    dialog,
    body: () => getElement('.review-modal-body', dialog()),
  };
}

async function openReview(page: ReviewPage, id: string): Promise<void> {
  const trigger = page.trigger(id);
  trigger.focus();
  trigger.click();
  // The first opening loads the modal's chunk: give a busy machine time to transform it.
  await vi.waitFor(() => expect(page.dialog().open).toBe(true), { timeout: 5000 });
}

async function closeReview(page: ReviewPage): Promise<void> {
  getElement<HTMLButtonElement>('.modal-header .close', page.dialog()).click();
  await vi.waitFor(() => expect(page.dialog().open).toBe(false));
}

function statusText(page: ReviewPage): string {
  return getElement('[role="status"]', page.body()).textContent ?? '';
}

async function shown(page: ReviewPage, text: string): Promise<void> {
  await vi.waitFor(() => expect(page.body().querySelector('.review-modal-html')?.textContent).toContain(text));
}

function alertOf(page: ReviewPage): HTMLElement | null {
  return page.body().querySelector('[role="alert"]');
}

describe('the review view widget', () => {
  it('ships only a trigger listener: no dialog, no request and no DOMPurify until a review is opened', async () => {
    const server = stubFetch({ text: REVIEW_1 });
    const before = sanitizerLoads.count;
    const page = await mountReviewPage();

    expect(document.getElementById('reviewModal')).toBeNull();
    expect(page.root.getAttribute('data-widget-state')).toBe('mounted');
    expect(server.calls).toHaveLength(0);
    expect(sanitizerLoads.count).toBe(before);
  });

  it('opens as a modal dialog labelled "Review", posting getReview=ID to the current page', async () => {
    const server = stubFetch({ text: REVIEW_1 });
    const page = await mountReviewPage();
    await openReview(page, '1');

    const dialog = page.dialog();
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Review');
    await shown(page, 'Friendly and professional');
    expect(server.calls).toHaveLength(1);
    const [call] = server.calls;
    expect(call?.url).toBe(PROFILE_PATH);
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(call?.body).toBe('getReview=1');
  });

  it('shows the loading state (aria-busy and "Loading…") until the answer comes, then the review', async () => {
    const server = stubFetch('held');
    const page = await mountReviewPage();
    await openReview(page, '1');

    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(page.body().getAttribute('aria-busy')).toBe('true');
    expect(statusText(page)).toBe(controlMessages.loading);
    expect(statusText(page)).toBe('Loading…');

    server.calls[0]?.respond(REVIEW_1);
    await shown(page, 'Would book again.');
    expect(page.body().getAttribute('aria-busy')).toBe('false');
    expect(statusText(page)).toBe('');
    expect(alertOf(page)).toBeNull();
  });

  it('inserts the server HTML sanitised: review 666 keeps its text but its script, handler and javascript: link never run', async () => {
    const server = stubFetch({ text: HOSTILE });
    const page = await mountReviewPage();
    await openReview(page, '666');
    await shown(page, 'This review tries to run code.');

    const html = getElement('.review-modal-html', page.body());
    runWhatABrowserWould(html);
    expect(window.__canary).toBeUndefined();
    expect(html.querySelector('script, [onerror]')).toBeNull();
    expect(html.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(server.calls[0]?.body).toBe('getReview=666');
    expect(sanitizerLoads.count).toBeGreaterThan(0);
  });

  it('gives links in a review rel="noopener noreferrer nofollow ugc"', async () => {
    stubFetch({ text: '<p>See <a href="https://example.com/club">the club</a>.</p>' });
    const page = await mountReviewPage();
    await openReview(page, '1');
    await shown(page, 'the club');

    expect(page.body().querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
  });

  it('closes on Escape and on its close button, giving focus back to the trigger each time', async () => {
    stubFetch({ text: REVIEW_1 });
    const page = await mountReviewPage();
    await openReview(page, '1');
    page.dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
    await vi.waitFor(() => expect(page.dialog().open).toBe(false));
    expect(document.activeElement).toBe(page.trigger('1'));

    await openReview(page, '2');
    await closeReview(page);
    expect(document.activeElement).toBe(page.trigger('2'));
  });

  it('pushes an open event to the dataLayer and dispatches widgets:review-modal:loaded for each review shown', async () => {
    stubFetch({ text: REVIEW_1 });
    const page = await mountReviewPage();
    const loaded = vi.fn();
    page.root.addEventListener('widgets:review-modal:loaded', (event) => loaded((event as CustomEvent).detail));
    await openReview(page, '1');
    await shown(page, 'Friendly');

    expect(window.dataLayer).toEqual([{ event: 'widget_event', category: 'review', action: 'open', label: '1' }]);
    expect(loaded).toHaveBeenCalledExactlyOnceWith({ reviewId: 1 });
  });
});

describe('switching reviews', () => {
  it('keeps each review loaded: opening it again shows it without another request', async () => {
    const server = stubFetch({ text: REVIEW_1 });
    const page = await mountReviewPage();
    await openReview(page, '1');
    await shown(page, 'Friendly');
    await closeReview(page);

    await openReview(page, '1');

    await shown(page, 'Friendly');
    expect(server.calls).toHaveLength(1);
  });

  it('opening another review aborts the previous request and shows only the new review', async () => {
    const server = stubFetch('held');
    const page = await mountReviewPage();
    await openReview(page, '1');
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    await closeReview(page);

    await openReview(page, '2');
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[0]?.signal?.aborted).toBe(true);
    expect(server.calls[1]?.body).toBe('getReview=2');
    expect(page.body().getAttribute('aria-busy')).toBe('true');

    server.calls[1]?.respond(REVIEW_2);
    await shown(page, 'Great show');
    expect(page.body().textContent).not.toContain('Friendly');
  });

  it('never shows a late answer for a review that is no longer wanted, even from a server that ignores the abort', async () => {
    const answers: Array<(text: string) => void> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => answers.push((text) => resolve(new Response(text))))),
    );
    const page = await mountReviewPage();
    await openReview(page, '1');
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    await closeReview(page);
    await openReview(page, '2');
    await vi.waitFor(() => expect(answers).toHaveLength(2));

    answers[1]?.(REVIEW_2);
    await shown(page, 'Great show');
    answers[0]?.(REVIEW_1);
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(page.body().textContent).toContain('Great show');
    expect(page.body().textContent).not.toContain('Friendly');
  });

  it('opening the same review again while it loads waits for that request instead of sending another', async () => {
    const server = stubFetch('held');
    const page = await mountReviewPage();
    await openReview(page, '1');
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    await closeReview(page);
    await openReview(page, '1');

    server.calls[0]?.respond(REVIEW_1);
    await shown(page, 'Friendly');
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.signal?.aborted).toBe(false);
  });

  it('says "No Id" for a trigger without data-review-id, without a request or a retry button', async () => {
    const server = stubFetch({ text: REVIEW_1 });
    const page = await mountReviewPage();
    await openReview(page, 'none');

    await vi.waitFor(() => expect(alertOf(page)?.textContent).toBe('No Id'));
    expect(alertOf(page)?.querySelector('button')).toBeNull();
    expect(page.body().getAttribute('aria-busy')).toBe('false');
    expect(server.calls).toHaveLength(0);
  });
});

describe('a review that cannot be shown', () => {
  const failures: ReadonlyArray<readonly [string, FetchAnswer, readonly string[]]> = [
    ['a STATUS error answer with one message', { text: JSON.stringify({ STATUS: 'error', MESSAGE: 'This review is waiting for moderation.' }) }, ['This review is waiting for moderation.']],
    ['a STATUS error answer with a list', { text: JSON.stringify({ STATUS: 'error', MESSAGE: ['First reason.', 'Second reason.'], CODE: ['a', 'b'] }) }, ['First reason.', 'Second reason.']],
    ['a STATUS error answer without a message', { text: JSON.stringify({ STATUS: 'error', MESSAGE: [] }) }, [requestMessages.requestMalformed]],
    ['an HTTP 500 answer', { text: 'Internal Server Error', status: 500 }, [HTTP_MESSAGE(500)]],
    ['an HTTP 403 answer', { text: 'Forbidden', status: 403 }, [HTTP_MESSAGE(403)]],
    ['an HTTP 404 answer (unknown review)', { text: 'Review not found', status: 404 }, [HTTP_MESSAGE(404)]],
    ['a network failure', 'network-error', [requestMessages.requestNetwork]],
    ['an empty answer', { text: '  \n' }, [requestMessages.requestMalformed]],
    ["PHP's error output (HTTP 200)", { text: MALFORMED_HTML }, [requestMessages.requestMalformed]],
    ['a STATUS success instead of HTML', { text: JSON.stringify({ STATUS: 'success', MESSAGE: 'ok' }) }, [requestMessages.requestMalformed]],
    ['JSON carrying STATUS that is no form answer', { text: '{"STATUS": "maybe", "review": 1}' }, [requestMessages.requestMalformed]],
    ['HTML with nothing left once sanitised', { text: '<script>window.__canary=1</script>' }, [requestMessages.requestMalformed]],
  ];

  it.each(failures)('%s shows its message in the modal with a retry button that loads the review', async (_name, answer, messages) => {
    const server = stubFetch(answer, { text: REVIEW_1 });
    const page = await mountReviewPage();
    await openReview(page, '1');

    await vi.waitFor(() => expect(alertOf(page)).not.toBeNull());
    const alert = alertOf(page);
    expect([...(alert?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).toEqual(messages);
    expect(page.body().getAttribute('aria-busy')).toBe('false');
    expect(page.body().querySelector('.review-modal-html')).toBeNull();
    expect(window.__canary).toBeUndefined();

    const retry = alert?.querySelector('button');
    expect(retry?.textContent).toBe('Try again');
    retry?.click();
    await shown(page, 'Friendly');
    expect(alertOf(page)).toBeNull();
    expect(server.calls.map((call) => call.body)).toEqual(['getReview=1', 'getReview=1']);
    expect(page.dialog().contains(document.activeElement)).toBe(true);
  });

  it(`a request slower than requestTimeoutMs says "${requestMessages.requestTimeout}" with a retry button`, async () => {
    setPageConfig({ requestTimeoutMs: 100 });
    // jsdom's AbortSignal rejects with jsdom's own DOMException, not the global one that
    // request.ts tells a timeout by (in a browser there is only one).
    const probe = new AbortController();
    probe.abort();
    vi.stubGlobal('DOMException', (probe.signal.reason as object).constructor);
    const server: FetchStub = stubFetch('never', { text: REVIEW_1 });
    const page = await mountReviewPage();
    await openReview(page, '1');

    await vi.waitFor(() => expect(alertOf(page)?.querySelector('p')?.textContent).toBe(requestMessages.requestTimeout));
    alertOf(page)?.querySelector('button')?.click();
    await shown(page, 'Friendly');
    expect(server.calls).toHaveLength(2);
  });

  it('tries again by itself when the review is opened again after a failure', async () => {
    const server = stubFetch({ text: '', status: 500 }, { text: REVIEW_1 });
    const page = await mountReviewPage();
    await openReview(page, '1');
    await vi.waitFor(() => expect(alertOf(page)).not.toBeNull());
    await closeReview(page);

    await openReview(page, '1');

    await shown(page, 'Friendly');
    expect(server.calls).toHaveLength(2);
  });
});
