import { describe, expect, it } from 'vitest';
import { filterMessages } from '../../../../shared/messages/catalogue/filter-messages.ts';

describe('filterMessages', () => {
  it('holds the texts of the sort, filter form and quick filter failures', () => {
    expect(filterMessages).toEqual({
      filtersNotSaved: 'Your choice could not be saved because this browser blocks cookies for this site. Please allow cookies and try again.',
      filtersTooLarge: 'Too many filters are selected to be saved. Please remove some and try again.',
    });
  });
});
