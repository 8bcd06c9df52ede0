import { TOAST_AFTER_RELOAD_KEY } from '../constants.ts';
import { notifySuccess } from './notify.ts';
import type { ToastsAfterReload } from './notify-after-reload.ts';

/**
 * Shows, once, the success toasts notifySuccessAfterReload kept for this page's load: they are
 * removed from sessionStorage first, so that a second reload shows nothing, and nothing is shown
 * when they cannot be removed (they would show again on every load) or were kept for another page
 * (a navigation came between the keeping and the reload). Never throws.
 */
export function showToastsAfterReload(): void {
  try {
    const text = sessionStorage.getItem(TOAST_AFTER_RELOAD_KEY);
    if (text === null) return;
    sessionStorage.removeItem(TOAST_AFTER_RELOAD_KEY);
    const kept = JSON.parse(text) as Partial<ToastsAfterReload> | null;
    if (kept?.page !== location.pathname + location.search || !Array.isArray(kept.messages)) return;
    for (const message of kept.messages) if (typeof message === 'string' && message) void notifySuccess(message);
  } catch {
    // Storage disabled (even reading `sessionStorage` throws), the entry not removable, or not JSON:
    // there is nothing to show.
  }
}
