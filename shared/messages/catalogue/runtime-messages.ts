/** Messages of the catalogue: the runtime's note beside a failed root's disabled controls (issue 17). */
export const runtimeMessages = {
  rootFailed: 'This part of the page could not be loaded. Reload the page to try again.',
} as const;
