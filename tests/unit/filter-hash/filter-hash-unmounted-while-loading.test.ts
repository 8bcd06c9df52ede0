import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { reloadPage } from '../../../shared/page/reload-page.ts';
import filterHashWidget from '../../../widgets/filter-hash/index.ts';
import { clearCookies, spyCookieWrites } from '../support/cookie-writes.ts';
import { resetPage } from '../support/dom-fixture.ts';
import { recordingContext } from '../support/fake-context.ts';
import { releaseAndSettle } from '../support/deferred-chunk.ts';

// The filter hash's lazy part arrives only when the test says so: a deferred load, one per file.
const chunk = await vi.hoisted(async () => (await import('../support/deferred-chunk.ts')).createDeferredChunk());
vi.mock('../../../widgets/filter-hash/apply-filter-hash.ts', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});
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

it('saves nothing, reloads nothing and announces nothing when unmounted while the code for a shared hash loaded', async () => {
  history.replaceState(null, '', '/dancers.html#sortby=price_asc');
  const context = recordingContext('filter-hash');
  const writes = spyCookieWrites();
  const stop = filterHashWidget.mount(document.body, { page: 'dancers' }, context);
  stop();
  await releaseAndSettle(chunk, () => import('../../../widgets/filter-hash/apply-filter-hash.ts'));

  expect(writes).toEqual([]);
  expect(vi.mocked(reloadPage)).not.toHaveBeenCalled();
  expect(context.events).toEqual([]);
  expect(context.errors).toEqual([]);
  expect(sessionStorage.length).toBe(0);
});
