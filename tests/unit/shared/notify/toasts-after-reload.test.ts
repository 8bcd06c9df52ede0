import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_AFTER_RELOAD_KEY } from '../../../../shared/constants.ts';
import { notifySuccessAfterReload } from '../../../../shared/notify/notify-after-reload.ts';
import { notifySuccess } from '../../../../shared/notify/notify.ts';
import { showToastsAfterReload } from '../../../../shared/notify/show-toasts-after-reload.ts';

vi.mock('../../../../shared/notify/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const SAVED = 'Your reply has been saved. It will be visible once a moderator has approved it.';

type StorageMethod = 'getItem' | 'setItem' | 'removeItem';

/** Puts a sessionStorage in place whose `methods` do `instead` (by default throw, as storage the browser refuses). */
function refuseStorage(methods: StorageMethod[], instead = (): unknown => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
}): void {
  const real = sessionStorage;
  const storage = {
    getItem: (key: string) => real.getItem(key),
    setItem: (key: string, value: string) => real.setItem(key, value),
    removeItem: (key: string) => real.removeItem(key),
  };
  for (const method of methods) storage[method] = instead as never;
  vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue(storage as unknown as Storage);
}

/** Makes reading `sessionStorage` itself throw, as where storage is disabled. */
function disableStorage(): void {
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  });
}

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  sessionStorage.clear();
  history.replaceState(null, '', '/profile.html?id=42#reviews');
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('notifySuccessAfterReload and showToastsAfterReload', () => {
  it('keeps the messages for the reloaded page instead of showing them, and the next load shows each once', () => {
    expect(notifySuccessAfterReload([SAVED, 'Thank you.'])).toBeNull();
    expect(notifySuccess).not.toHaveBeenCalled();

    showToastsAfterReload();
    expect(vi.mocked(notifySuccess).mock.calls).toEqual([[SAVED], ['Thank you.']]);

    // A second reload of the page shows nothing again.
    showToastsAfterReload();
    expect(notifySuccess).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem(TOAST_AFTER_RELOAD_KEY)).toBeNull();
  });

  it('keeps them for the page as a reload finds it: path and query, whatever the hash', () => {
    notifySuccessAfterReload([SAVED]);
    history.replaceState(null, '', '/profile.html?id=42');
    showToastsAfterReload();
    expect(notifySuccess).toHaveBeenCalledExactlyOnceWith(SAVED);
  });

  it('shows nothing on another page, and forgets them there', () => {
    notifySuccessAfterReload([SAVED]);
    history.replaceState(null, '', '/profile.html?id=43');
    showToastsAfterReload();
    history.replaceState(null, '', '/profile.html?id=42');
    showToastsAfterReload();
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('keeps nothing when there is no message, and says there is nothing to wait for', () => {
    expect(notifySuccessAfterReload([])).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it.each([
    ['setItem throws (private mode, storage full)', () => refuseStorage(['setItem'])],
    ['sessionStorage itself throws (storage disabled)', disableStorage],
    ['the write does not read back', () => refuseStorage(['setItem'], () => undefined)],
  ])('when %s, shows the messages at once without throwing, and settles once they are on screen', async (_name, refuse) => {
    refuse();
    let onScreen = (): void => undefined;
    vi.mocked(notifySuccess).mockImplementationOnce(() => new Promise<void>((resolve) => (onScreen = resolve)));
    const shown = notifySuccessAfterReload([SAVED]);
    expect(notifySuccess).toHaveBeenCalledExactlyOnceWith(SAVED);
    expect(shown).toBeInstanceOf(Promise);
    let settled = false;
    void shown?.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    onScreen();
    await shown;
    expect(settled).toBe(true);
  });

  it.each([
    ['getItem throws', () => refuseStorage(['getItem'])],
    ['sessionStorage itself throws', disableStorage],
  ])('shows nothing and does not throw when %s', (_name, refuse) => {
    notifySuccessAfterReload([SAVED]);
    refuse();
    expect(() => showToastsAfterReload()).not.toThrow();
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('shows nothing when the kept messages cannot be removed, so that they never show on every load', () => {
    notifySuccessAfterReload([SAVED]);
    refuseStorage(['removeItem']);
    showToastsAfterReload();
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it.each([
    ['text that is not JSON', 'Your reply has been saved.'],
    ['JSON null', 'null'],
    ['messages that are not a list', JSON.stringify({ page: '/profile.html?id=42', messages: SAVED })],
    ['no page', JSON.stringify({ messages: [SAVED] })],
  ])('shows nothing for %s under its key, and forgets it', (_name, text) => {
    sessionStorage.setItem(TOAST_AFTER_RELOAD_KEY, text);
    expect(() => showToastsAfterReload()).not.toThrow();
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(TOAST_AFTER_RELOAD_KEY)).toBeNull();
  });

  it('shows only the kept entries that are non-empty texts', () => {
    sessionStorage.setItem(TOAST_AFTER_RELOAD_KEY, JSON.stringify({ page: '/profile.html?id=42', messages: [SAVED, '', 7, null, { html: '<b>x</b>' }] }));
    showToastsAfterReload();
    expect(notifySuccess).toHaveBeenCalledExactlyOnceWith(SAVED);
  });
});
