import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPageConfig } from '../../../../shared/config/page-config.ts';
import { TOAST_DURATION_MS, TOAST_EXTENDED_MS } from '../../../../shared/constants.ts';
import { notifyError, notifySuccess } from '../../../../shared/notify/notify.ts';
import { resetToaster, showToast } from '../../../../shared/notify/toaster.ts';
import { adoptedCss } from '../../support/adopted-css.ts';

const DISAPPEAR = 'notyf__toast--disappear';

function toasts(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('.notyf__toast'));
}

function onlyToast(): HTMLElement {
  const [toast, ...others] = toasts();
  expect(others).toHaveLength(0);
  if (!toast) throw new Error('expected a toast');
  return toast;
}

function isDismissed(toast: HTMLElement): boolean {
  return toast.classList.contains(DISAPPEAR);
}

function closeButton(toast: HTMLElement): HTMLButtonElement {
  const button = toast.querySelector('button');
  if (!button) throw new Error('expected a close button');
  return button;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  resetToaster();
  vi.useRealTimers();
  document.body.replaceChildren();
  document.getElementById('widgets-config')?.remove();
  resetPageConfig();
  delete (window as { __canary?: unknown }).__canary;
});

describe('showToast timing', () => {
  it('dismisses a toast after TOAST_DURATION_MS', () => {
    showToast('success', 'Saved', false, 'Close');
    const toast = onlyToast();
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(isDismissed(toast)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isDismissed(toast)).toBe(true);
  });

  it('stops the timer while hovered and dismisses TOAST_EXTENDED_MS after the pointer leaves', () => {
    showToast('error', 'Failed', false, 'Close');
    const toast = onlyToast();
    vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    toast.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(TOAST_DURATION_MS * 10);
    expect(isDismissed(toast)).toBe(false);
    toast.dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(TOAST_EXTENDED_MS - 1);
    expect(isDismissed(toast)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isDismissed(toast)).toBe(true);
  });

  it('restarts the extended delay when the pointer comes back before it ends', () => {
    showToast('success', 'Saved', false, 'Close');
    const toast = onlyToast();
    toast.dispatchEvent(new MouseEvent('mouseenter'));
    toast.dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(TOAST_EXTENDED_MS - 1);
    toast.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(TOAST_EXTENDED_MS * 5);
    expect(isDismissed(toast)).toBe(false);
    toast.dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(TOAST_EXTENDED_MS);
    expect(isDismissed(toast)).toBe(true);
  });

  it('pauses while its close button has keyboard focus', () => {
    showToast('success', 'Saved', false, 'Close');
    const toast = onlyToast();
    closeButton(toast).focus();
    vi.advanceTimersByTime(TOAST_DURATION_MS * 3);
    expect(isDismissed(toast)).toBe(false);
    closeButton(toast).blur();
    vi.advanceTimersByTime(TOAST_EXTENDED_MS);
    expect(isDismissed(toast)).toBe(true);
  });

  it('never dismisses a persistent toast on its own', () => {
    showToast('error', 'Your session expired', true, 'Close');
    const toast = onlyToast();
    vi.advanceTimersByTime(TOAST_DURATION_MS * 100);
    toast.dispatchEvent(new MouseEvent('mouseenter'));
    toast.dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(TOAST_DURATION_MS * 100);
    expect(isDismissed(toast)).toBe(false);
  });

  it('dismisses a persistent toast on a tap anywhere on it', () => {
    showToast('error', 'Your session expired', true, 'Close');
    const toast = onlyToast();
    toast.querySelector<HTMLElement>('.notyf__message')?.click();
    expect(isDismissed(toast)).toBe(true);
  });

  it('does not dismiss a timed toast on a tap outside its close button', () => {
    showToast('success', 'Saved', false, 'Close');
    const toast = onlyToast();
    toast.click();
    expect(isDismissed(toast)).toBe(false);
  });
});

describe('showToast close button', () => {
  it('is a focusable button named by the catalogue', () => {
    showToast('success', 'Saved', false, 'Close');
    const button = closeButton(onlyToast());
    expect(button.type).toBe('button');
    expect(button.getAttribute('aria-label')).toBe('Close');
    expect(button.tabIndex).toBe(0);
    button.focus();
    expect(document.activeElement).toBe(button);
  });

  it('names the close button with the label it is given', () => {
    showToast('success', 'Gespeichert', false, 'Schließen');
    expect(closeButton(onlyToast()).getAttribute('aria-label')).toBe('Schließen');
  });

  it('dismisses timed and persistent toasts and no timer fires afterwards', () => {
    showToast('success', 'Saved', false, 'Close');
    showToast('error', 'Stuck', true, 'Close');
    const [timed, persistent] = toasts();
    if (!timed || !persistent) throw new Error('expected two toasts');
    closeButton(timed).click();
    closeButton(persistent).click();
    expect(isDismissed(timed)).toBe(true);
    expect(isDismissed(persistent)).toBe(true);
    expect(() => vi.runAllTimers()).not.toThrow();
  });
});

describe('showToast message text', () => {
  it('shows markup literally and runs none of it', async () => {
    const attack = '<img src=x onerror=window.__canary=1>';
    showToast('error', attack, false, 'Close');
    const toast = onlyToast();
    expect(toast.querySelector('.notyf__message')?.textContent).toBe(attack);
    expect(toast.querySelector('img')).toBeNull();
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS * 2);
    expect((window as { __canary?: unknown }).__canary).toBeUndefined();
  });

  it('keeps &, <, >, " and \' as typed, entities included', () => {
    const message = `Tom & "Jerry's" <b>bold</b> &amp; 1 < 2 > 0`;
    showToast('success', message, false, 'Close');
    const toast = onlyToast();
    expect(toast.querySelector('.notyf__message')?.textContent).toBe(message);
    expect(toast.querySelector('b')).toBeNull();
  });

  it("is announced as plain text through notyf's polite live region", async () => {
    const message = `You haven't <em>checked</em> & saved`;
    showToast('error', message, false, 'Close');
    const announcer = document.querySelector('.notyf-announcer');
    expect(announcer?.getAttribute('aria-live')).toBe('polite');
    expect(announcer?.getAttribute('aria-atomic')).toBe('true');
    await vi.advanceTimersByTimeAsync(150);
    expect(announcer?.textContent).toBe(message);
  });
});

describe('the toaster', () => {
  it('creates one notyf instance and adopts one constructed stylesheet (no <style> text) for every toast', () => {
    showToast('success', 'One', false, 'Close');
    showToast('error', 'Two', false, 'Close');
    showToast('error', 'Three', true, 'Close');
    expect(document.querySelectorAll('.notyf')).toHaveLength(1);
    expect(document.querySelectorAll('.notyf-announcer')).toHaveLength(1);
    expect(toasts()).toHaveLength(3);
    expect(adoptedCss().filter((css) => css.includes('.notyf__dismiss-btn:focus-visible'))).toHaveLength(1);
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('stacks toasts at the top right', () => {
    showToast('success', 'Saved', false, 'Close');
    const container = document.querySelector<HTMLElement>('.notyf');
    expect(container?.style.getPropertyValue('justify-content')).toBe('flex-start');
    expect(container?.style.getPropertyValue('align-items')).toBe('flex-end');
    expect(onlyToast().classList.contains('notyf__toast--upper')).toBe(true);
  });

  it('paints success and error toasts in distinct colours', () => {
    showToast('success', 'Saved', false, 'Close');
    showToast('error', 'Failed', false, 'Close');
    const [success, error] = toasts();
    expect(success?.style.background).not.toBe('');
    expect(error?.style.background).not.toBe('');
    expect(success?.style.background).not.toBe(error?.style.background);
  });

  it('shows toasts inside an open modal dialog, which makes the rest of the page inert, and back on the page after it closes', () => {
    const dialog = document.createElement('dialog');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    dialog.showModal();
    showToast('error', 'Please enter your name', false, 'Close');
    expect(dialog.querySelector('.notyf .notyf__toast')).not.toBeNull();
    expect(dialog.querySelector('.notyf-announcer')).not.toBeNull();
    dialog.close();
    expect(document.querySelector('.notyf')?.parentElement).toBe(document.body);
    expect(document.querySelector('.notyf-announcer')?.parentElement).toBe(document.body);
  });
});

describe('notifySuccess and notifyError', () => {
  it('load the toaster lazily and show the toast', async () => {
    notifySuccess('Saved');
    notifyError('Failed', { persistent: true });
    await vi.dynamicImportSettled();
    await vi.waitFor(() => expect(toasts()).toHaveLength(2));
    const [success, failure] = toasts();
    expect(success?.classList.contains('notyf__toast--success')).toBe(true);
    expect(failure?.classList.contains('notyf__toast--error')).toBe(true);
    vi.advanceTimersByTime(TOAST_DURATION_MS * 10);
    expect(success && isDismissed(success)).toBe(true);
    expect(failure && isDismissed(failure)).toBe(false);
  });
});
