/** Messages of the catalogue: shared controls. */
export const controlMessages = {
  closeLabel: 'Close',
  loading: 'Loading…',
} as const;
