import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineModalWidget, type ModalPart, type ModalPartProps } from '../../../../shared/modal/define-modal-widget.ts';
import { Modal } from '../../../../shared/modal/Modal.tsx';
import { useModalState } from '../../../../shared/modal/use-modal-state.ts';
import { useOpenOnMount } from '../../../../shared/modal/use-open-on-mount.ts';
import { IdlePrefetch } from '../../../../shared/runtime/preload/idle-prefetch-signal.ts';
import { notifyError } from '../../../../shared/notify/notify.ts';
import type { WidgetProps } from '../../../../shared/runtime/widget-definition.ts';
import { recordingContext } from '../../support/fake-context.ts';
import { deferred } from '../../support/deferred.ts';
import { holdIdleCallbacks, signalIdlePrefetch } from '../../support/idle-callbacks.ts';

vi.mock('../../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const LOAD_FAILED = 'This part of the page could not be loaded. Check your connection and try again.';


/** The loaded modal's stand-in: a dialog named after the trigger it opened for. */
const part = vi.fn<ModalPart<unknown>>(({ modalId, openedBy }: ModalPartProps<unknown>) => (
  <dialog open aria-label={`${modalId} from ${openedBy?.textContent}`} />
));

/** Puts triggers of `claimModal` on the page and renders the modal widget's component with `load`. */
function renderModalWidget(load: () => Promise<ModalPart<unknown>>, triggers = ['Claim']) {
  const buttons = triggers.map((name) => {
    const button = document.createElement('button');
    button.textContent = name;
    button.setAttribute('aria-controls', 'claimModal');
    button.setAttribute('aria-haspopup', 'dialog');
    return document.body.appendChild(button);
  });
  const definition = defineModalWidget({ name: 'claim-modal', modalId: 'claimModal', options: {} as never, load });
  const Component = definition.component as (props: WidgetProps<unknown>) => React.ReactNode;
  const context = recordingContext('claim-modal');
  const view = render(<Component root={document.createElement('div')} options={{}} context={context} />);
  return { ...view, buttons, context };
}

afterEach(() => {
  performance.clearMarks(IdlePrefetch.Mark);
  cleanup();
  document.body.replaceChildren();
  part.mockClear();
  vi.mocked(notifyError).mockClear();
});

describe('defineModalWidget', () => {
  it('loads nothing until a trigger of its modal is used, and renders nothing meanwhile', async () => {
    const load = vi.fn(async () => part);
    const { container } = renderModalWidget(load);
    await userEvent.click(document.body);
    expect(load).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe('');
  });

  it('renders the modal opened from the clicked trigger, once, and then leaves the triggers to it', async () => {
    const load = vi.fn(async () => part);
    renderModalWidget(load);
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('dialog', { name: 'claimModal from Claim' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('marks the trigger busy at once while loading, ignores clicks meanwhile, and frees it', async () => {
    const pending = deferred<ModalPart<unknown>>();
    const load = vi.fn(() => pending.promise);
    renderModalWidget(load);
    const button = screen.getByRole('button', { name: 'Claim' });
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
    button.click();
    await act(async () => pending.resolve(part));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('starts loading early when a trigger is pointed at or focused', async () => {
    const load = vi.fn(async () => part);
    renderModalWidget(load);
    const button = screen.getByRole('button', { name: 'Claim' });
    button.dispatchEvent(new Event('focusin', { bubbles: true }));
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).toHaveBeenCalled();
  });

  it('says a failed load in one toast, frees the trigger, reports no failed root and tries again on the next click', async () => {
    const load = vi.fn<() => Promise<ModalPart<unknown>>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(part);
    const { context } = renderModalWidget(load);
    const button = screen.getByRole('button', { name: 'Claim' });
    // A plain click: user-event's pointerover would prefetch, and the click would then retry.
    button.click();
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledExactlyOnceWith(LOAD_FAILED));
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(context.errors).toEqual([]);
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'claimModal from Claim' })).toBeTruthy();
  });

  it('renders nothing and says nothing when unmounted while loading, and leaves no document listener', async () => {
    const pending = deferred<ModalPart<unknown>>();
    const added = vi.spyOn(document, 'addEventListener');
    const removed = vi.spyOn(document, 'removeEventListener');
    const { unmount } = renderModalWidget(() => pending.promise);
    const button = screen.getByRole('button', { name: 'Claim' });
    button.click();
    unmount();
    expect(button.hasAttribute('aria-busy')).toBe(false);
    await act(async () => pending.reject(new TypeError('Failed to fetch')));
    expect(notifyError).not.toHaveBeenCalled();
    const types = (calls: unknown[][]) => calls.map(([type]) => type).filter((type) => ['click', 'focusin', 'pointerover'].includes(type as string));
    expect(types(removed.mock.calls).sort()).toEqual(types(added.mock.calls).sort());
    added.mockRestore();
    removed.mockRestore();
  });

  it('keeps a trigger inside a form from submitting it', () => {
    renderModalWidget(() => new Promise(() => undefined));
    const form = document.createElement('form');
    form.append(screen.getByRole('button', { name: 'Claim' }));
    document.body.append(form);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('button', { name: 'Claim' }).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('opens the modal for the latest trigger clicked while its code loads, says a failure once, and frees both', async () => {
    const pending = deferred<ModalPart<unknown>>();
    renderModalWidget(() => pending.promise, ['First', 'Second']);
    const [first, second] = [screen.getByRole('button', { name: 'First' }), screen.getByRole('button', { name: 'Second' })];
    first.click();
    second.click();
    expect(first.getAttribute('aria-busy')).toBe('true');
    expect(second.getAttribute('aria-busy')).toBe('true');
    await act(async () => pending.resolve(part));
    expect(await screen.findByRole('dialog', { name: 'claimModal from Second' })).toBeTruthy();
    expect(first.hasAttribute('aria-busy')).toBe(false);
    expect(second.hasAttribute('aria-busy')).toBe(false);
  });

  it('says a failed load once when two triggers waited for it', async () => {
    const pending = deferred<ModalPart<unknown>>();
    renderModalWidget(() => pending.promise, ['First', 'Second']);
    screen.getByRole('button', { name: 'First' }).click();
    screen.getByRole('button', { name: 'Second' }).click();
    await act(async () => pending.reject(new TypeError('Failed to fetch')));
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledOnce());
  });
});

/** Each `open` the real-modal part's content was rendered with, in order. */
const renders: boolean[] = [];

/** Records each `open` the modal's content is rendered with (a re-run of the part's own body is not a render of its content). */
function Probe({ open }: { readonly open: boolean }) {
  renders.push(open);
  return null;
}

/** A part as the widgets write theirs: a real `<Modal>`, opened at mount for its trigger, if any. */
function RealPart({ modalId, openedBy }: ModalPartProps<unknown>) {
  const modal = useModalState(modalId);
  useOpenOnMount(modal, openedBy);
  return (
    <Modal {...modal.modalProps} title="Claim this profile">
      <Probe open={modal.open} />
      <input aria-label="Name" />
    </Modal>
  );
}

const claimDialog = () => document.getElementById('claimModal') as HTMLDialogElement | null;

describe('defineModalWidget once the page has been idle (issue 19)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    renders.length = 0;
  });

  it('loads nothing without the idle prefetch, then renders its part closed in an idle callback after its event', async () => {
    const idle = holdIdleCallbacks();
    const load = vi.fn(async () => RealPart);
    renderModalWidget(load);
    expect(idle.count).toBe(0);
    expect(load).not.toHaveBeenCalled();

    signalIdlePrefetch();
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(idle.count).toBe(1));
    idle.runIdle();
    expect(load).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(claimDialog()).not.toBeNull());
    expect(claimDialog()!.open).toBe(false);
    expect(screen.getByRole('button', { name: 'Claim' }).hasAttribute('aria-expanded')).toBe(false);
    expect(document.body.classList.contains('modal-open')).toBe(false);
  });

  it('renders closed a root mounted after the mark, and a click then opens it in one commit, loading nothing more', async () => {
    performance.mark(IdlePrefetch.Mark);
    const idle = holdIdleCallbacks();
    const load = vi.fn(async () => RealPart);
    renderModalWidget(load);
    await vi.waitFor(() => expect(idle.count).toBe(1));
    idle.runIdle();
    await vi.waitFor(() => expect(claimDialog()).not.toBeNull());
    expect(renders).toEqual([false]);

    const button = screen.getByRole('button', { name: 'Claim' });
    await act(async () => button.click());
    expect(claimDialog()!.open).toBe(true);
    expect(renders).toEqual([false, true]);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    expect(load).toHaveBeenCalledOnce();
  });

  it('says nothing when the idle load fails, and the first click loads it again and opens it', async () => {
    performance.mark(IdlePrefetch.Mark);
    const idle = holdIdleCallbacks();
    const load = vi.fn<() => Promise<ModalPart<unknown>>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(RealPart);
    const { context } = renderModalWidget(load);
    await vi.waitFor(() => expect(idle.count).toBe(1));
    idle.runIdle();
    await act(async () => undefined);
    expect(load).toHaveBeenCalledOnce();
    expect(claimDialog()).toBeNull();
    expect(notifyError).not.toHaveBeenCalled();
    expect(context.errors).toEqual([]);

    const button = screen.getByRole('button', { name: 'Claim' });
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(claimDialog()?.open).toBe(true));
    expect(load).toHaveBeenCalledTimes(2);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('loads once and opens once, for the trigger, when a click comes while the idle load is in flight', async () => {
    performance.mark(IdlePrefetch.Mark);
    const idle = holdIdleCallbacks();
    const pending = deferred<ModalPart<unknown>>();
    const load = vi.fn(() => pending.promise);
    renderModalWidget(() => load().then((part) => part), ['First', 'Second']);
    await vi.waitFor(() => expect(idle.count).toBe(1));
    idle.runIdle();
    const second = screen.getByRole('button', { name: 'Second' });
    second.click();
    expect(second.getAttribute('aria-busy')).toBe('true');
    await act(async () => pending.resolve(RealPart));
    await vi.waitFor(() => expect(claimDialog()?.open).toBe(true));
    expect(load).toHaveBeenCalledOnce();
    expect(renders).toEqual([true]);
    expect(second.hasAttribute('aria-busy')).toBe(false);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
  });

  it('cancels its idle callback when unmounted before it runs', async () => {
    performance.mark(IdlePrefetch.Mark);
    const idle = holdIdleCallbacks();
    const { unmount } = renderModalWidget(vi.fn(async () => RealPart));
    await vi.waitFor(() => expect(idle.count).toBe(1));
    unmount();
    expect(cancelIdleCallback).toHaveBeenCalledOnce();
    expect(idle.count).toBe(0);
  });
});
