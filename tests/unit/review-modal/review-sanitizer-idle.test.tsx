// @vitest-environment jsdom
// jsdom, not happy-dom: the review view runs the real DOMPurify, which does not work under happy-dom.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdlePrefetch } from '../../../shared/runtime/preload/idle-prefetch-signal.ts';
import { keepFocusOutOfClosedDialogs } from '../support/closed-dialog-focus.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { stubFetch } from '../support/fetch-stub.ts';
import { holdIdleCallbacks, signalIdlePrefetch } from '../support/idle-callbacks.ts';
import { startTestWidgets } from '../support/runtime-harness.ts';

// Counts the imports of the sanitiser (DOMPurify's chunk): its evaluation belongs to an idle
// moment, not to the first review's opening (issue 19).
const imports = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../widgets/review-modal/sanitize-review-html.ts', async (importOriginal) => {
  imports.count += 1;
  return importOriginal();
});
vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const REVIEW = '<article><h3>Friendly and professional</h3><p>Would book again.</p></article>';

beforeEach(() => {
  keepFocusOutOfClosedDialogs();
  history.replaceState(null, '', '/profile.html');
});

afterEach(() => {
  resetPage();
  performance.clearMarks(IdlePrefetch.Mark);
  vi.unstubAllGlobals();
});

describe('the review view after the page has been idle (issue 19)', () => {
  it('imports the sanitiser in an idle callback of its own once its part is rendered closed, never before the idle prefetch', async () => {
    const idle = holdIdleCallbacks();
    const server = stubFetch({ text: REVIEW });
    renderFixture(`<main>
        <button type="button" id="t1" aria-controls="reviewModal" aria-haspopup="dialog" data-review-id="1">Read 1</button>
      </main><div id="root" data-widget="review-modal"></div>`);
    const api = startTestWidgets({ 'review-modal': () => import('../../../widgets/review-modal/index.ts') });
    await api.settled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle.count).toBe(0);

    signalIdlePrefetch();
    await vi.waitFor(() => expect(idle.count).toBe(1));
    expect(imports.count).toBe(0);
    idle.runIdle();
    // The part, loaded in the first idle callback, renders closed.
    await vi.waitFor(() => expect(document.querySelector('dialog#reviewModal')).not.toBeNull(), { timeout: 5000 });
    expect(imports.count).toBe(0);
    await vi.waitFor(() => expect(idle.count).toBe(1));
    idle.runIdle();
    await vi.waitFor(() => expect(imports.count).toBe(1), { timeout: 5000 });

    getElement<HTMLButtonElement>('#t1').click();
    await vi.waitFor(() => expect(document.querySelector('.review-modal-html')?.textContent).toContain('Friendly and professional'));
    expect(imports.count).toBe(1);
    expect(server.calls).toHaveLength(1);
  });
});
