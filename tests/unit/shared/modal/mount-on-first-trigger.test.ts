import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountOnFirstTrigger, type ModalMounter } from '../../../../shared/modal/mount-on-first-trigger.ts';
import { notifyError } from '../../../../shared/notify/notify.ts';

vi.mock('../../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

function trigger(id = 'claimModal'): HTMLButtonElement {
  const button = document.createElement('button');
  button.setAttribute('aria-controls', id);
  button.setAttribute('aria-haspopup', 'dialog');
  document.body.append(button);
  return button;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
});

describe('mountOnFirstTrigger', () => {
  it('loads nothing until a trigger of its modal is used', async () => {
    const load = vi.fn<() => Promise<ModalMounter>>();
    const stop = mountOnFirstTrigger({ modalId: 'claimModal', load });
    trigger('shareModal').click();
    document.body.click();
    await flush();
    expect(load).not.toHaveBeenCalled();
    stop();
  });

  it('mounts the modal opened from the clicked trigger, once, and then leaves the triggers to it', async () => {
    const unmount = vi.fn();
    const mount = vi.fn<ModalMounter>(() => unmount);
    const load = vi.fn(async () => mount);
    const stop = mountOnFirstTrigger({ modalId: 'claimModal', load });
    const button = trigger();
    button.click();
    await flush();
    expect(mount).toHaveBeenCalledExactlyOnceWith(button);
    button.click();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(mount).toHaveBeenCalledTimes(1);
    stop();
    expect(unmount).toHaveBeenCalledOnce();
  });

  it('marks the trigger busy while loading and ignores clicks meanwhile', async () => {
    const pending = deferred<ModalMounter>();
    const mount = vi.fn<ModalMounter>(() => () => undefined);
    const load = vi.fn(() => pending.promise);
    const stop = mountOnFirstTrigger({ modalId: 'claimModal', load });
    const button = trigger();
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
    button.click();
    pending.resolve(mount);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    stop();
  });

  it('starts loading early when a trigger is pointed at or focused', async () => {
    const load = vi.fn(async () => vi.fn<ModalMounter>(() => () => undefined));
    const stop = mountOnFirstTrigger({ modalId: 'claimModal', load });
    const button = trigger();
    button.dispatchEvent(new Event('focusin', { bubbles: true }));
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });

  it('says a failed load in a toast, frees the trigger and tries again on the next click', async () => {
    vi.mocked(notifyError).mockClear();
    const error = new TypeError('Failed to fetch dynamically imported module');
    const mount = vi.fn<ModalMounter>(() => () => undefined);
    const load = vi.fn<() => Promise<ModalMounter>>().mockRejectedValueOnce(error).mockResolvedValueOnce(mount);
    const stop = mountOnFirstTrigger({ modalId: 'claimModal', load });
    const button = trigger();
    button.click();
    await flush();
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('This part of the page could not be loaded. Check your connection and try again.');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    button.click();
    await flush();
    expect(mount).toHaveBeenCalledExactlyOnceWith(button);
    stop();
  });

  it('mounts nothing when stopped while loading, and removes its listeners', async () => {
    const pending = deferred<ModalMounter>();
    const mount = vi.fn<ModalMounter>(() => () => undefined);
    const load = vi.fn(() => pending.promise);
    const stop = mountOnFirstTrigger({ modalId: 'claimModal', load });
    const button = trigger();
    button.click();
    stop();
    pending.resolve(mount);
    await flush();
    expect(mount).not.toHaveBeenCalled();
    button.click();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a trigger inside a form from submitting it', () => {
    const stop = mountOnFirstTrigger({ modalId: 'claimModal', load: () => new Promise(() => undefined) });
    const form = document.createElement('form');
    const button = trigger();
    form.append(button);
    document.body.append(form);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    stop();
  });

  it('mounts the modal for the latest trigger clicked while its code loads, and frees both', async () => {
    const pending = deferred<ModalMounter>();
    const mount = vi.fn<ModalMounter>(() => () => undefined);
    const stop = mountOnFirstTrigger({ modalId: 'reviewModal', load: () => pending.promise });
    const first = trigger('reviewModal');
    const second = trigger('reviewModal');
    first.click();
    second.click();
    expect(second.getAttribute('aria-busy')).toBe('true');
    pending.resolve(mount);
    await flush();
    // Identity, not equality: the two buttons look alike.
    expect(mount.mock.calls.map(([opener]) => opener === second)).toEqual([true]);
    expect(first.hasAttribute('aria-busy')).toBe(false);
    expect(second.hasAttribute('aria-busy')).toBe(false);
    stop();
  });

  it('shows no toast when its root was removed while loading and the load then fails', async () => {
    vi.mocked(notifyError).mockClear();
    const pending = deferred<ModalMounter>();
    const remove = vi.spyOn(document, 'removeEventListener');
    const stop = mountOnFirstTrigger({ modalId: 'claimModal', load: () => pending.promise });
    const button = trigger();
    button.click();
    stop();
    pending.reject(new TypeError('Failed to fetch dynamically imported module'));
    await flush();
    expect(notifyError).not.toHaveBeenCalled();
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(remove.mock.calls.map(([type]) => type).sort()).toEqual(['click', 'focusin', 'pointerover']);
    remove.mockRestore();
  });

  it('says a failed load once when two triggers waited for it', async () => {
    vi.mocked(notifyError).mockClear();
    const pending = deferred<ModalMounter>();
    const stop = mountOnFirstTrigger({ modalId: 'reviewModal', load: () => pending.promise });
    trigger('reviewModal').click();
    trigger('reviewModal').click();
    pending.reject(new TypeError('Failed to fetch dynamically imported module'));
    await flush();
    expect(notifyError).toHaveBeenCalledOnce();
    stop();
  });
});

