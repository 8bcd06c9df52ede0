// @vitest-environment jsdom
// jsdom, not happy-dom: the review view runs the real DOMPurify, which does not work under happy-dom.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepFocusOutOfClosedDialogs } from '../support/closed-dialog-focus.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { stubFetch } from '../support/fetch-stub.ts';
import { startTestWidgets } from '../support/runtime-harness.ts';

// Issue 19: what opening the review view does in the tap's task. Its loading state is the opening
// commit's (a review not loaded yet changes no state), the request starts once that frame is over,
// and a review loaded before is in the opening frame.

// How often the view's title was looked up: once per render of the view, so the number of renders.
const lookups = vi.hoisted(() => new Map<string, number>());
vi.mock('../../../shared/messages/translate.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../shared/messages/translate.ts')>();
  const messagesFrom: typeof actual.messagesFrom = (group) => {
    const t = actual.messagesFrom(group);
    return (key, params) => {
      lookups.set(key, (lookups.get(key) ?? 0) + 1);
      return t(key, params);
    };
  };
  return { ...actual, messagesFrom };
});
vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const REVIEW_1 = '<article><h3>Friendly and professional</h3><p>Would book again.</p></article>';
const REVIEW_2 = '<article><h3>Great show, short notice</h3></article>';
// Longer than Preact's wait for the next frame before it runs passive effects (35 ms).
const AFTER_PAINT_MS = 50;
const afterPaint = () => new Promise((resolve) => setTimeout(resolve, AFTER_PAINT_MS));

beforeEach(() => {
  keepFocusOutOfClosedDialogs();
  history.replaceState(null, '', '/profile.html');
});

afterEach(() => {
  resetPage();
  lookups.clear();
});

/** The view's state at the end of the frame that shows the dialog (a frame callback asked for as it opens). */
interface OpeningFrame {
  calls: number | null;
  busy: string | null;
  html: string | null;
}

async function mountReviews() {
  renderFixture(`<main>
      <button type="button" id="t1" aria-controls="reviewModal" aria-haspopup="dialog" data-review-id="1">Read 1</button>
      <button type="button" id="t2" aria-controls="reviewModal" aria-haspopup="dialog" data-review-id="2">Read 2</button>
    </main><div id="root" data-widget="review-modal"></div>`);
  const api = startTestWidgets({ 'review-modal': () => import('../../../widgets/review-modal/index.ts') });
  await api.settled();
  const dialog = () => getElement<HTMLDialogElement>('dialog#reviewModal');
  const body = () => getElement('.review-modal-body', dialog());
  const htmlText = () => body().querySelector('.review-modal-html')?.textContent ?? null;

  /** Clicks trigger `id`, and records the view at the end of the frame in which the dialog opened. */
  async function open(id: string, calls: () => number, inFrame?: () => void): Promise<OpeningFrame> {
    const frame: OpeningFrame = { calls: null, busy: null, html: null };
    let seen = false;
    const observer = new MutationObserver(() => {
      const opened = document.querySelector<HTMLDialogElement>('dialog#reviewModal')?.open === true;
      if (!opened || seen) return;
      seen = true;
      // Asked for as the dialog opens: it runs before the frame callbacks the opening asked for after.
      requestAnimationFrame(() => {
        Object.assign(frame, { calls: calls(), busy: body().getAttribute('aria-busy'), html: htmlText() });
        inFrame?.();
      });
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    const trigger = getElement<HTMLButtonElement>(`#t${id}`);
    trigger.focus();
    trigger.click();
    await vi.waitFor(() => expect(frame.calls).not.toBeNull(), { timeout: 5000 });
    observer.disconnect();
    return frame;
  }

  async function close(): Promise<void> {
    getElement<HTMLButtonElement>('.modal-header .close', dialog()).click();
    await vi.waitFor(() => expect(dialog().open).toBe(false));
    await afterPaint();
  }
  return { open, close, body, htmlText, unmount: () => api.unmount(getElement('#root')) };
}

describe('opening the review view (issue 19)', () => {
  it('shows the loading state in the opening frame and asks for the review only after it', async () => {
    const server = stubFetch({ text: REVIEW_1 });
    const view = await mountReviews();

    const frame = await view.open('1', () => server.calls.length);

    expect(frame).toEqual({ calls: 0, busy: 'true', html: null });
    await vi.waitFor(() => expect(view.htmlText()).toContain('Friendly and professional'));
    expect(server.calls).toHaveLength(1);
  });

  it('renders once when it opens on a review not loaded yet: the loading state needs no second render', async () => {
    const server = stubFetch({ text: REVIEW_1 }, 'held');
    const view = await mountReviews();
    await view.open('1', () => server.calls.length);
    await vi.waitFor(() => expect(view.htmlText()).toContain('Friendly and professional'));
    await view.close();
    lookups.clear();

    const frame = await view.open('2', () => server.calls.length);
    await afterPaint();

    expect(frame).toEqual({ calls: 1, busy: 'true', html: null });
    expect(lookups.get('reviewTitle')).toBe(1);
    expect(view.body().getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    server.calls[1]?.respond(REVIEW_2);
    await vi.waitFor(() => expect(view.htmlText()).toContain('Great show, short notice'));
  });

  it('shows a review loaded before in the opening frame, without a request', async () => {
    const server = stubFetch({ text: REVIEW_1 });
    const view = await mountReviews();
    await view.open('1', () => server.calls.length);
    await vi.waitFor(() => expect(view.htmlText()).toContain('Friendly and professional'));
    await view.close();

    const frame = await view.open('1', () => server.calls.length);

    expect(frame.busy).toBe('false');
    expect(frame.html).toContain('Friendly and professional');
    await afterPaint();
    expect(server.calls).toHaveLength(1);
  });

  it('unmounted before the opening frame is over, it never asks', async () => {
    const server = stubFetch({ text: REVIEW_1 });
    const view = await mountReviews();

    const frame = await view.open('1', () => server.calls.length, view.unmount);
    await afterPaint();

    expect(frame.calls).toBe(0);
    expect(server.calls).toHaveLength(0);
  });
});
