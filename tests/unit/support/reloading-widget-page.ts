import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { reloadPage } from '../../../shared/page/reload-page.ts';
import { clearCookies } from './cookie-writes.ts';
import { renderFixture, resetPage } from './dom-fixture.ts';

/**
 * The page of a widget that saves cookies and reloads (filter-form, price-quick-filter): before
 * each test no cookies, the mocked reloadPage's calls cleared and `html` on the page; after it,
 * the component unmounted, the page and the cookies reset. The test file mocks
 * `shared/page/reload-page.ts` (and `shared/notify/notify.ts`) itself: vi.mock is hoisted per file.
 */
export function setUpReloadingWidgetPage(html: string): void {
  beforeEach(() => {
    clearCookies();
    vi.mocked(reloadPage).mockClear();
    renderFixture(html);
  });
  afterEach(() => {
    cleanup();
    resetPage();
    clearCookies();
  });
}
