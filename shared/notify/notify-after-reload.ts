import { TOAST_AFTER_RELOAD_KEY } from '../constants.ts';
import { notifySuccess } from './notify.ts';

/** What waits in sessionStorage for the reloaded page: the page (path and query) it is for, and its messages. */
export interface ToastsAfterReload {
  readonly page: string;
  readonly messages: readonly string[];
}

/**
 * Keeps success `messages` for this page's next load in this tab, where showToastsAfterReload (run
 * by the widget's first chunk) shows them as toasts, once, for their full time; returns null then.
 * Where the tab cannot keep them (sessionStorage disabled, as in some private modes, or full) they
 * are shown now, and the promise returned settles once they are on screen: from then on the caller
 * must give them a toast's full time before the page goes.
 */
export function notifySuccessAfterReload(messages: readonly string[]): Promise<unknown> | null {
  if (messages.length === 0) return null;
  const text = JSON.stringify({ page: location.pathname + location.search, messages } satisfies ToastsAfterReload);
  try {
    sessionStorage.setItem(TOAST_AFTER_RELOAD_KEY, text);
    if (sessionStorage.getItem(TOAST_AFTER_RELOAD_KEY) === text) return null;
  } catch {
    // Even reading `sessionStorage` throws where storage is disabled: the messages are shown now.
  }
  return Promise.all(messages.map((message) => notifySuccess(message)));
}
