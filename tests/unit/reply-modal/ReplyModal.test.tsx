import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPLY_MAX, REPLY_RELOAD_DELAY_MS, TOAST_AFTER_RELOAD_KEY } from '../../../shared/constants.ts';
import { requestMessages } from '../../../shared/messages/catalogue/request-messages.ts';
import { notifyError, notifySuccess } from '../../../shared/notify/notify.ts';
import { reloadPage } from '../../../shared/page/reload-page.ts';
import { keepFocusOutOfClosedDialogs } from '../support/closed-dialog-focus.ts';
import { getElement, renderFixture, resetPage, setPageConfig } from '../support/dom-fixture.ts';
import { stubFetch, type FetchAnswer } from '../support/fetch-stub.ts';
import { errorMessageOf, isMarkedInvalid } from '../support/modal-widget-harness.ts';
import { startTestWidgets } from '../support/runtime-harness.ts';
import type { WidgetsApi } from '../../../shared/runtime/start-widgets.ts';

vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('../../../shared/page/reload-page.ts', () => ({ reloadPage: vi.fn() }));
// The real wait before the reload (where the tab cannot keep the message) is seconds long: a short
// one keeps these tests quick.
vi.mock('../../../shared/constants.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../shared/constants.ts')>()),
  REPLY_RELOAD_DELAY_MS: 300,
}));

const PROFILE_PATH = '/profile.html';
const REPLY = 'Thank you for the kind words, it was a pleasure to dance at your party!';
const SUCCESS = JSON.stringify({ STATUS: 'success', MESSAGE: 'Your reply has been saved.' });

/** The success messages the reply kept for the reloaded page, or null. */
function keptForReload(): unknown {
  const text = sessionStorage.getItem(TOAST_AFTER_RELOAD_KEY);
  return text === null ? null : JSON.parse(text);
}

beforeEach(() => {
  keepFocusOutOfClosedDialogs();
  sessionStorage.clear();
  vi.mocked(notifyError).mockClear();
  vi.mocked(notifySuccess).mockClear();
  vi.mocked(reloadPage).mockClear();
  history.replaceState(null, '', `${PROFILE_PATH}#reviews`);
  window.dataLayer = [];
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  resetPage();
});

interface ReplyPage {
  readonly api: WidgetsApi;
  readonly root: HTMLElement;
  readonly trigger: (id: string) => HTMLButtonElement;
  readonly dialog: () => HTMLDialogElement;
  readonly form: () => HTMLFormElement;
  readonly text: () => HTMLTextAreaElement;
  readonly hidden: (name: string) => HTMLInputElement;
  readonly counter: () => HTMLElement;
  readonly liveRegion: () => HTMLElement;
  readonly submitButton: () => HTMLButtonElement;
}

async function mountReplyPage(): Promise<ReplyPage> {
  renderFixture(`<main><ol class="review-list">
      <li data-review-id="1"><button type="button" id="t1" aria-controls="replyReviewModal" aria-haspopup="dialog" data-review-id="1">Reply</button></li>
      <li data-review-id="2"><button type="button" id="t2" aria-controls="replyReviewModal" aria-haspopup="dialog" data-review-id="2">Reply</button></li>
      <li><button type="button" id="tnone" aria-controls="replyReviewModal" aria-haspopup="dialog">Reply (no id)</button></li>
    </ol></main><div id="root" data-widget="reply-modal" data-dancer-id="42"></div>`);
  const api = startTestWidgets({ 'reply-modal': () => import('../../../widgets/reply-modal/index.ts') });
  await api.settled();
  const dialog = () => getElement<HTMLDialogElement>('dialog#replyReviewModal');
  const form = () => getElement<HTMLFormElement>('form', dialog());
  return {
    api,
    root: getElement('#root'),
    trigger: (id) => getElement<HTMLButtonElement>(`#t${id}`),
    dialog,
    form,
    text: () => getElement<HTMLTextAreaElement>('textarea[name="reply_text"]', form()),
    hidden: (name) => getElement<HTMLInputElement>(`input[type="hidden"][name="${name}"]`, form()),
    counter: () => getElement('#reply-text-counter'),
    liveRegion: () => getElement('[aria-live="polite"]', form()),
    submitButton: () => getElement<HTMLButtonElement>('.modal-footer button[type="submit"]', dialog()),
  };
}

async function openReply(page: ReplyPage, id: string): Promise<void> {
  page.trigger(id).focus();
  page.trigger(id).click();
  // The first opening loads the modal's chunk: give a busy machine time to transform it.
  await vi.waitFor(() => expect(page.dialog().open).toBe(true), { timeout: 5000 });
}

async function openedReplyPage(id = '1'): Promise<ReplyPage> {
  const page = await mountReplyPage();
  await openReply(page, id);
  return page;
}

async function closeReply(page: ReplyPage): Promise<void> {
  getElement<HTMLButtonElement>('.modal-header .close', page.dialog()).click();
  await vi.waitFor(() => expect(page.dialog().open).toBe(false));
}

/** Types `value` as the user leaves it: the value, then the input event. */
async function type(page: ReplyPage, value: string): Promise<void> {
  page.text().value = value;
  page.text().dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

function submit(page: ReplyPage): void {
  page.form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

async function settled(page: ReplyPage): Promise<void> {
  await vi.waitFor(() => expect(page.submitButton().disabled).toBe(false));
}

describe('the reply modal widget', () => {
  it('ships only a trigger listener: no dialog and no request until a Reply button is clicked', async () => {
    const server = stubFetch({ text: SUCCESS });
    const page = await mountReplyPage();

    expect(document.getElementById('replyReviewModal')).toBeNull();
    expect(page.root.getAttribute('data-widget-state')).toBe('mounted');
    expect(server.calls).toHaveLength(0);
  });

  it('opens as a modal dialog labelled "Reply to this review" with focus in the reply box', async () => {
    const page = await openedReplyPage();
    const dialog = page.dialog();

    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Reply to this review');
    expect(document.activeElement).toBe(page.text());
    expect(page.form().noValidate).toBe(true);
    expect(page.submitButton().textContent).toBe('Send reply');
  });

  it('labels the reply box, marks it required with maxLength 10000, and carries the review and dancer ids hidden', async () => {
    const page = await openedReplyPage('2');
    const text = page.text();

    expect(page.dialog().querySelector(`label[for="${text.id}"]`)?.textContent).toBe('Your reply');
    expect(text.required).toBe(true);
    expect(text.maxLength).toBe(REPLY_MAX);
    expect(text.maxLength).toBe(10000);
    expect(page.hidden('review_id').value).toBe('2');
    expect(page.hidden('dancer_id').value).toBe('42');
  });

  it('closes on Escape and gives focus back to the Reply button that opened it', async () => {
    const page = await openedReplyPage('2');

    page.dialog().dispatchEvent(new Event('cancel', { cancelable: true }));

    await vi.waitFor(() => expect(page.dialog().open).toBe(false));
    expect(document.activeElement).toBe(page.trigger('2'));
  });

  it('pushes an open event with the review id to the dataLayer', async () => {
    await openedReplyPage('2');

    // The event is pushed by an effect that may run a moment after the dialog shows.
    await vi.waitFor(() => expect(window.dataLayer).toEqual([{ event: 'widget_event', category: 'reply', action: 'open', label: '2' }]));
  });
});

describe('the characters-left counter and the required highlight', () => {
  it('reads "50 characters left" on an empty box, highlighted but not marked invalid', async () => {
    const page = await openedReplyPage();

    expect(page.counter().textContent).toBe('50 characters left');
    expect(page.text().getAttribute('aria-describedby')).toBe(page.counter().id);
    expect(page.text().closest('.form-group')?.classList.contains('reply-text-short')).toBe(true);
    expect(page.text().hasAttribute('aria-invalid')).toBe(false);
    expect(page.text().classList.contains('is-invalid')).toBe(false);
  });

  it.each([
    [1, '49 characters left'],
    [25, '25 characters left'],
    [49, '1 characters left'],
  ])('reads "N characters left" (N = 50 − length) at %i characters', async (length, text) => {
    const page = await openedReplyPage();

    await type(page, 'x'.repeat(length));

    expect(page.counter().textContent).toBe(text);
    expect(page.text().closest('.form-group')?.classList.contains('reply-text-short')).toBe(true);
  });

  it('disappears with the highlight at 50 characters and above', async () => {
    const page = await openedReplyPage();

    await type(page, 'x'.repeat(50));
    expect(page.counter().textContent).toBe('');
    expect(page.text().closest('.form-group')?.classList.contains('reply-text-short')).toBe(false);

    await type(page, 'x'.repeat(49));
    expect(page.counter().textContent).toBe('1 characters left');
  });

  it('counts the text without surrounding spaces, as the rules do', async () => {
    const page = await openedReplyPage();

    await type(page, `   ${'x'.repeat(48)}   \n`);

    expect(page.counter().textContent).toBe('2 characters left');
  });

  it('announces the count politely and only once the user pauses, not on every keystroke', async () => {
    const page = await openedReplyPage();
    const live = page.liveRegion();
    expect(live.getAttribute('aria-atomic')).toBe('true');
    expect(live.classList.contains('sr-only')).toBe(true);
    expect(live.textContent).toBe('50 characters left');

    await type(page, 'x'.repeat(5));
    await type(page, 'x'.repeat(10));
    expect(page.counter().textContent).toBe('40 characters left');
    expect(live.textContent).toBe('50 characters left');

    await vi.waitFor(() => expect(live.textContent).toBe('40 characters left'), { timeout: 2000 });
  });
});

describe('reply validation', () => {
  it.each([
    ['', 'Please enter your reply'],
    ['      ', 'Please enter your reply'],
    ['x'.repeat(49), 'You have to type minimum 50 characters'],
    [` ${'x'.repeat(49)} `, 'You have to type minimum 50 characters'],
    ['x'.repeat(REPLY_MAX + 1), 'You can type maximum 10000 characters'],
  ])('marks reply_text %# invalid with "%s" and sends nothing', async (value, message) => {
    const server = stubFetch({ text: SUCCESS });
    const page = await openedReplyPage();
    await type(page, value);

    submit(page);

    expect(isMarkedInvalid(page.text())).toBe(true);
    expect(errorMessageOf(page.text())).toBe(message);
    // The counter stays a description beside the message.
    expect(page.text().getAttribute('aria-describedby')?.split(' ')).toContain(page.counter().id);
    expect(document.activeElement).toBe(page.text());
    expect(server.calls).toHaveLength(0);
  });

  it('accepts exactly 50 and exactly 10000 characters', async () => {
    const server = stubFetch({ text: SUCCESS }, { text: SUCCESS });
    // A success locks the form until the page reloads: each length gets its own page.
    for (const value of ['x'.repeat(50), 'x'.repeat(REPLY_MAX)]) {
      const page = await openedReplyPage();
      await type(page, value);
      submit(page);
      await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
      vi.mocked(reloadPage).mockClear();
      resetPage();
    }
    expect(server.calls.map((call) => new URLSearchParams(call.body).get('reply_text')?.length)).toEqual([50, 10000]);
  });

  it('clears the mark once the text meets the rules while typing', async () => {
    const page = await openedReplyPage();
    await type(page, 'too short');
    submit(page);
    expect(isMarkedInvalid(page.text())).toBe(true);

    await type(page, REPLY);

    expect(isMarkedInvalid(page.text())).toBe(false);
    expect(page.text().getAttribute('aria-describedby')).toBe(page.counter().id);
  });

  it('says "No Id" in the modal and posts nothing when the trigger names no review', async () => {
    const server = stubFetch({ text: SUCCESS });
    const page = await openedReplyPage('none');
    expect(page.hidden('review_id').value).toBe('');
    await type(page, REPLY);

    submit(page);

    const message = getElement('#reply-review-id-error', page.form());
    expect(message.textContent).toBe('No Id');
    expect(message.getAttribute('role')).toBe('alert');
    expect(message.classList.contains('d-block')).toBe(true);
    expect(isMarkedInvalid(page.hidden('review_id'))).toBe(true);
    expect(isMarkedInvalid(page.text())).toBe(false);
    expect(server.calls).toHaveLength(0);
  });

  it('drops "No Id" when it is opened again from a Reply button with a review id', async () => {
    const page = await openedReplyPage('none');
    submit(page);
    expect(getElement('#reply-review-id-error', page.form()).textContent).toBe('No Id');
    await closeReply(page);

    await openReply(page, '1');

    expect(getElement('#reply-review-id-error', page.form()).textContent).toBe('');
    expect(isMarkedInvalid(page.hidden('review_id'))).toBe(false);
  });
});

describe('reply drafts', () => {
  it('keeps a draft per review: another review starts empty, and the first one gets its text back', async () => {
    const page = await openedReplyPage('1');
    await type(page, REPLY);
    await closeReply(page);

    await openReply(page, '2');
    expect(page.text().value).toBe('');
    expect(page.hidden('review_id').value).toBe('2');
    expect(page.counter().textContent).toBe('50 characters left');
    await closeReply(page);

    await openReply(page, '1');
    expect(page.text().value).toBe(REPLY);
    expect(page.hidden('review_id').value).toBe('1');
    expect(page.counter().textContent).toBe('');
  });
});

describe('reply submission', () => {
  it('posts the trimmed reply, review_id, dancer_id and profile_link to the current page', async () => {
    const server = stubFetch({ text: SUCCESS });
    const page = await openedReplyPage('2');
    await type(page, `  ${REPLY}  `);

    submit(page);
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());

    expect(server.calls).toHaveLength(1);
    const [call] = server.calls;
    expect(call?.url).toBe(PROFILE_PATH);
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect([...new URLSearchParams(call?.body)]).toEqual([
      ['reply_text', REPLY],
      ['review_id', '2'],
      ['dancer_id', '42'],
      ['profile_link', `${location.origin}${PROFILE_PATH}`],
    ]);
  });

  it('sends one request however often it is submitted while the first is pending', async () => {
    const server = stubFetch('held');
    const page = await openedReplyPage();
    await type(page, REPLY);

    submit(page);
    submit(page);
    page.submitButton().click();

    expect(server.calls).toHaveLength(1);
    expect(page.submitButton().disabled).toBe(true);
    expect(page.submitButton().getAttribute('aria-busy')).toBe('true');
    server.calls[0]?.respond(SUCCESS);
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(server.calls).toHaveLength(1);
  });

  it('on success keeps the message for the reloaded page, resets the form, reloads at once and tells analytics and the page', async () => {
    stubFetch({ text: SUCCESS });
    const page = await openedReplyPage('1');
    const sent = vi.fn();
    page.root.addEventListener('widgets:reply-modal:sent', (event) => sent((event as CustomEvent).detail));
    await type(page, REPLY);

    submit(page);

    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    // Shown on the reloaded page, for a toast's full time: not here, where the reload would cut it off.
    expect(keptForReload()).toEqual({ page: PROFILE_PATH, messages: ['Your reply has been saved.'] });
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
    expect(page.text().value).toBe('');
    await vi.waitFor(() => expect(page.counter().textContent).toBe('50 characters left'));
    expect(page.hidden('review_id').value).toBe('1');
    expect(sent).toHaveBeenCalledExactlyOnceWith({ reviewId: 1, dancerId: 42 });
    expect(window.dataLayer).toEqual(
      ['open', 'submit', 'success'].map((action) => ({ event: 'widget_event', category: 'reply', action, label: '1' })),
    );
  });

  it('reloads without waiting once the message is kept, the submit locked until the page has gone', async () => {
    const server = stubFetch({ text: SUCCESS }, { text: SUCCESS });
    const page = await openedReplyPage('1');
    await type(page, REPLY);
    let reloadedAt = Number.NaN;
    vi.mocked(reloadPage).mockImplementationOnce(() => (reloadedAt = performance.now()));
    const sentAt = performance.now();

    submit(page);
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());

    expect(reloadedAt - sentAt).toBeLessThan(REPLY_RELOAD_DELAY_MS);
    await type(page, REPLY);
    submit(page);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.submitButton().disabled).toBe(true);
    expect(server.calls).toHaveLength(1);
  });

  it.each([
    ['sessionStorage refuses the write (private mode, storage full)', () =>
      vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue({
        getItem: () => null,
        setItem: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      } as unknown as Storage)],
    ['reading sessionStorage throws (storage disabled)', () =>
      vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      })],
  ])('when %s, shows the message at once and keeps it readable for REPLY_RELOAD_DELAY_MS from when it is on screen before the reload, the form reset and locked', async (_name, refuse) => {
    const server = stubFetch({ text: SUCCESS }, { text: SUCCESS });
    const page = await openedReplyPage('1');
    await type(page, REPLY);
    refuse();

    let shownAt = Number.NaN;
    let reloadedAt = Number.NaN;
    // The toasts' code loads on the first toast: the message is on screen a while after it was sent there.
    vi.mocked(notifySuccess).mockImplementationOnce(
      () => new Promise<void>((resolve) => setTimeout(() => resolve(void (shownAt = performance.now())), 200)),
    );
    vi.mocked(reloadPage).mockImplementationOnce(() => (reloadedAt = performance.now()));

    submit(page);
    await vi.waitFor(() => expect(notifySuccess).toHaveBeenCalledExactlyOnceWith('Your reply has been saved.'));

    expect(reloadPage).not.toHaveBeenCalled();
    expect(page.text().value).toBe('');
    expect(page.dialog().open).toBe(true);
    expect(page.submitButton().disabled).toBe(true);
    expect(page.submitButton().getAttribute('aria-busy')).toBe('true');
    await type(page, REPLY);
    submit(page);
    page.submitButton().click();
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    // Counted from when the message is on screen; a timer may fire a millisecond early by rounding, never sooner.
    expect(reloadedAt - shownAt).toBeGreaterThanOrEqual(REPLY_RELOAD_DELAY_MS - 2);
    // The page is leaving: the submit stays locked until it has gone.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.submitButton().disabled).toBe(true);
    expect(server.calls).toHaveLength(1);
  });

  it('does not reload when the widget is unmounted while the success message is shown', async () => {
    stubFetch({ text: SUCCESS });
    const page = await openedReplyPage('1');
    await type(page, REPLY);
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });

    submit(page);
    await vi.waitFor(() => expect(notifySuccess).toHaveBeenCalledOnce());
    page.api.unmount(page.root);
    await new Promise((resolve) => setTimeout(resolve, REPLY_RELOAD_DELAY_MS + 100));

    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('shows the message kept for it once when the page loads again after the reply, and not on the next load', async () => {
    sessionStorage.setItem(TOAST_AFTER_RELOAD_KEY, JSON.stringify({ page: PROFILE_PATH, messages: ['Your reply has been saved.'] }));
    await mountReplyPage();
    expect(notifySuccess).toHaveBeenCalledExactlyOnceWith('Your reply has been saved.');

    resetPage();
    await mountReplyPage();
    expect(notifySuccess).toHaveBeenCalledOnce();
  });

  it('marks the fields named by CODE of an error list, shows each message as a toast and keeps the text', async () => {
    stubFetch({
      text: JSON.stringify({ STATUS: 'error', MESSAGE: ['You have to type minimum 50 characters', 'No Id'], CODE: ['reply_text', 'review_id'] }),
    });
    const page = await openedReplyPage();
    await type(page, REPLY);

    submit(page);
    await settled(page);

    expect(vi.mocked(notifyError).mock.calls).toEqual([['You have to type minimum 50 characters'], ['No Id']]);
    expect(errorMessageOf(page.text())).toBe('You have to type minimum 50 characters');
    expect(getElement('#reply-review-id-error', page.form()).textContent).toBe('No Id');
    expect(page.text().value).toBe(REPLY);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('shows a single error message as a persistent toast and keeps the text', async () => {
    stubFetch({ text: JSON.stringify({ STATUS: 'error', MESSAGE: 'You can only reply to reviews of your own profile.' }) });
    const page = await openedReplyPage();
    await type(page, REPLY);

    submit(page);
    await settled(page);

    expect(notifyError).toHaveBeenCalledExactlyOnceWith('You can only reply to reviews of your own profile.', { persistent: true });
    expect(page.text().value).toBe(REPLY);
    expect(page.dialog().open).toBe(true);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  const failures: ReadonlyArray<readonly [string, FetchAnswer, string]> = [
    ['an HTTP 500 answer', { text: 'Internal Server Error', status: 500 }, requestMessages.requestHttp.replace('{status}', '500')],
    ['an HTTP 403 answer', { text: 'Forbidden', status: 403 }, requestMessages.requestHttp.replace('{status}', '403')],
    ['a network failure', 'network-error', requestMessages.requestNetwork],
    ["PHP's error output (HTTP 200)", { text: '<br />\n<b>Fatal error</b>: Uncaught Error in /var/www/site.php' }, requestMessages.requestMalformed],
    ['an empty answer', { text: '' }, requestMessages.requestMalformed],
    ['JSON without STATUS', { text: '{"ok":true}' }, requestMessages.requestMalformed],
  ];

  it.each(failures)('after %s shows its toast, keeps the text and the button usable, and can send again', async (_name, answer, message) => {
    const server = stubFetch(answer, { text: SUCCESS });
    const page = await openedReplyPage();
    await type(page, REPLY);

    submit(page);
    await settled(page);

    expect(notifyError).toHaveBeenCalledExactlyOnceWith(message);
    expect(page.text().value).toBe(REPLY);
    expect(page.dialog().open).toBe(true);
    expect(page.submitButton().getAttribute('aria-busy')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();

    submit(page);
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(server.calls).toHaveLength(2);
  });

  it(`after requestTimeoutMs without an answer shows "${requestMessages.requestTimeout}" and keeps the text`, async () => {
    setPageConfig({ requestTimeoutMs: 100 });
    stubFetch('never');
    const page = await openedReplyPage();
    await type(page, REPLY);

    submit(page);
    expect(page.submitButton().disabled).toBe(true);
    await settled(page);

    expect(notifyError).toHaveBeenCalledExactlyOnceWith(requestMessages.requestTimeout);
    expect(page.text().value).toBe(REPLY);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
