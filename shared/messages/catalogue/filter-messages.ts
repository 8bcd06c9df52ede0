/**
 * Messages of the catalogue: sort, filter form and price quick filter (issue 3). The spec gives no
 * text for these failures; these are ours.
 */
export const filterMessages = {
  filtersNotSaved: 'Your choice could not be saved because this browser blocks cookies for this site. Please allow cookies and try again.',
  filtersTooLarge: 'Too many filters are selected to be saved. Please remove some and try again.',
} as const;
