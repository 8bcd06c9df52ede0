import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError } from '../../../shared/notify/notify.ts';
import { resetPage } from '../support/dom-fixture.ts';
import { stubFetch } from '../support/fetch-stub.ts';
import { mountModalWidget, openModal, type ModalWidgetPage } from '../support/modal-widget-harness.ts';

// Issue 19: what opening the share modal does in the tap's task. The short link's loading state is
// in the commit that opens the dialog (not a second render and layout after it), and the call for
// the link starts once that frame is over.

vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const SHORT_URL = 'http://127.0.0.1:8080/s/abc123';
const SHORT_ANSWER = { text: JSON.stringify({ url: SHORT_URL }) } as const;

/** The short link field as the dialog is shown, and the calls made by the end of that frame. */
interface AtShowModal {
  busy: string | null;
  described: string | null;
  callsInFrame: number | null;
}

/**
 * Records, at each `showModal()`, the short link field's state and, in a frame callback asked for
 * then (it runs before any the opening asks for after the call), the calls made; `inFrame` runs there too.
 */
function recordAtShowModal(calls: () => number, inFrame?: () => void): AtShowModal {
  const seen: AtShowModal = { busy: null, described: null, callsInFrame: null };
  const showModal = HTMLDialogElement.prototype.showModal;
  vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
    const field = this.querySelector<HTMLInputElement>('#share-short-url');
    seen.busy = field?.getAttribute('aria-busy') ?? null;
    seen.described = document.getElementById(field?.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
    requestAnimationFrame(() => {
      seen.callsInFrame = calls();
      inFrame?.();
    });
    showModal.call(this);
  });
  return seen;
}

const openShare = () => mountModalWidget('share-modal', 'shareModal', () => import('../../../widgets/share-modal/index.ts'));

beforeEach(() => {
  vi.mocked(notifyError).mockClear();
  history.replaceState(null, '', '/profile.html');
});

afterEach(() => {
  resetPage();
});

describe('opening the share modal while its short link is unknown', () => {
  it('shows the dialog with the field already busy and described by "Loading…"', async () => {
    const server = stubFetch('held');
    const page = await openShare();
    const seen = recordAtShowModal(() => server.calls.length);

    await openModal(page);

    expect(seen).toMatchObject({ busy: 'true', described: 'Loading…' });
    server.calls[0]?.respond(SHORT_ANSWER.text);
    await vi.waitFor(() => expect(field(page).value).toBe(SHORT_URL));
  });

  it('asks for the link once the opening frame is over, not in the tap\'s task', async () => {
    const server = stubFetch(SHORT_ANSWER);
    const page = await openShare();
    const seen = recordAtShowModal(() => server.calls.length);

    await openModal(page);

    expect(seen.callsInFrame).toBe(0);
    await vi.waitFor(() => expect(field(page).value).toBe(SHORT_URL));
    expect(server.calls).toHaveLength(1);
  });

  it('after a failed call, opening again shows the loading state in the opening commit too', async () => {
    const server = stubFetch('network-error', SHORT_ANSWER);
    const page = await openShare();
    await openModal(page);
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(field(page).getAttribute('aria-busy')).toBe('false'));
    page.dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
    await vi.waitFor(() => expect(page.dialog().open).toBe(false));
    const seen = recordAtShowModal(() => server.calls.length);

    page.trigger.click();
    await vi.waitFor(() => expect(page.dialog().open).toBe(true));

    expect(seen).toMatchObject({ busy: 'true', described: 'Loading…' });
    await vi.waitFor(() => expect(field(page).value).toBe(SHORT_URL));
    expect(seen.callsInFrame).toBe(1);
    expect(server.calls).toHaveLength(2);
  });

  it('unmounted before the opening frame is over, it never asks', async () => {
    const server = stubFetch(SHORT_ANSWER);
    const page = await openShare();
    let unmounted = false;
    recordAtShowModal(
      () => server.calls.length,
      () => {
        page.api.unmount(page.root);
        unmounted = true;
      },
    );

    page.trigger.click();
    await vi.waitFor(() => expect(unmounted).toBe(true), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(server.calls).toHaveLength(0);
    expect(notifyError).not.toHaveBeenCalled();
  });
});

function field(page: ModalWidgetPage): HTMLInputElement {
  return page.dialog().querySelector<HTMLInputElement>('#share-short-url')!;
}
