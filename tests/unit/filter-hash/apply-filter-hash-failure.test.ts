import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { reloadPage } from '../../../shared/page/reload-page.ts';
import filterHashWidget from '../../../widgets/filter-hash/index.ts';
import { clearCookies } from '../support/cookie-writes.ts';
import { resetPage } from '../support/dom-fixture.ts';
import { recordingContext } from '../support/fake-context.ts';

const failure = vi.hoisted(() => new Error('the cookies could not be compared'));
// An exception inside applyFilterHash, wherever it comes from.
vi.mock('../../../widgets/filter-hash/sync-filter-hash.ts', () => ({
  syncFilterHash: () => {
    throw failure;
  },
}));
vi.mock('../../../shared/page/reload-page.ts', () => ({ reloadPage: vi.fn() }));

// happy-dom fires hashchange (on a timer) after replaceState changes the hash; browsers do not.
const stopStrayHashchange = (event: Event) => event.stopImmediatePropagation();

beforeEach(() => {
  window.addEventListener('hashchange', stopStrayHashchange);
  clearCookies();
  sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  window.removeEventListener('hashchange', stopStrayHashchange);
  clearCookies();
  sessionStorage.clear();
  resetPage();
});

// Vitest fails the run on an unhandled rejection; the test also checks the report it gets instead.
it('reports an exception inside applyFilterHash through the widget context instead of leaving an unhandled rejection', async () => {
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  try {
    history.replaceState(null, '', '/dancers.html#sortby=price_asc');
    const context = recordingContext('filter-hash');
    const stop = filterHashWidget.mount(document.body, { page: 'dancers' }, context);
    await vi.dynamicImportSettled();
    // Unhandled rejections are announced after the microtasks: give them a turn.
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();

    expect(context.errors).toEqual([[failure, 'applying the filter hash']]);
    expect(rejections).toEqual([]);
    expect(vi.mocked(reloadPage)).not.toHaveBeenCalled();
    expect(context.events).toEqual([]);
  } finally {
    process.off('unhandledRejection', onRejection);
  }
});
