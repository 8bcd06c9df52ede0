import type { Locator, Page } from '@playwright/test';

/** The header search box's handles: the input, its list and the lines around it. */
export interface SearchBoxHandles {
  readonly input: Locator;
  readonly listbox: Locator;
  readonly options: Locator;
  readonly status: Locator;
  readonly emptyLine: Locator;
}

/** The handles of the header search box of any page with the site header. */
export function searchBoxHandles(page: Page): SearchBoxHandles {
  const root = page.locator('[data-widget="search-suggestions"]');
  return {
    input: page.locator('#header-search-input'),
    listbox: root.getByRole('listbox', { includeHidden: true }),
    options: root.getByRole('option'),
    status: root.getByRole('status'),
    emptyLine: root.locator('.search-suggestions-empty'),
  };
}
