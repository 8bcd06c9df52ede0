/** Shows a success toast with `message` inserted as text. */
export function notifySuccess(message: string): void {
  void import('./toaster.ts').then(({ showToast }) => showToast('success', message, false));
}

/** Shows an error toast with `message` inserted as text; a persistent one stays until tapped. */
export function notifyError(message: string, options: { persistent?: boolean } = {}): void {
  void import('./toaster.ts').then(({ showToast }) => showToast('error', message, options.persistent ?? false));
}
