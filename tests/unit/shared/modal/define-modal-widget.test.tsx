import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineModalWidget, type ModalPart, type ModalPartProps } from '../../../../shared/modal/define-modal-widget.ts';
import { notifyError } from '../../../../shared/notify/notify.ts';
import type { WidgetProps } from '../../../../shared/runtime/widget-definition.ts';
import { recordingContext } from '../../support/fake-context.ts';
import { deferred } from '../../support/deferred.ts';

vi.mock('../../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const LOAD_FAILED = 'This part of the page could not be loaded. Check your connection and try again.';


/** The loaded modal's stand-in: a dialog named after the trigger it opened for. */
const part = vi.fn<ModalPart<unknown>>(({ modalId, openedBy }: ModalPartProps<unknown>) => (
  <dialog open aria-label={`${modalId} from ${openedBy.textContent}`} />
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
