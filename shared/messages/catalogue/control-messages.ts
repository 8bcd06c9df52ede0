/** Messages of the catalogue: shared controls. */
export const controlMessages = {
  closeLabel: 'Close',
  loading: 'Loading…',
  partLoadFailed: 'This part of the page could not be loaded. Check your connection and try again.',
} as const;
