import { controlMessages } from '../messages/catalogue/control-messages.ts';
import { messagesFrom } from '../messages/translate.ts';

const t = messagesFrom(controlMessages);

/**
 * Shows a success toast with `message` inserted as text. The toaster's code loads on the first
 * toast: the promise settles once the toast is on screen (or could not be shown), for a caller
 * that must give it its full time before the page goes.
 */
export function notifySuccess(message: string): Promise<void> {
  return show('success', message, false);
}

/** Shows an error toast with `message` inserted as text; a persistent one stays until tapped. */
export function notifyError(message: string, options: { persistent?: boolean } = {}): void {
  void show('error', message, options.persistent ?? false);
}

function show(type: 'success' | 'error', message: string, persistent: boolean): Promise<void> {
  // The label is translated here so that the toaster chunk (notyf) needs nothing from the config.
  const closeLabel = t('closeLabel');
  return import('./toaster.ts')
    .then(({ showToast }) => showToast(type, message, persistent, closeLabel))
    .catch((error: unknown) => {
      // The toaster's chunk failed to load (offline?): the message must not vanish silently.
      console.error(`[widgets] A notification could not be shown: ${message}`, error);
    });
}
