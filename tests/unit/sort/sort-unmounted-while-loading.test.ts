import { afterEach, expect, it, vi } from 'vitest';
import { notifyError } from '../../../shared/notify/notify.ts';
import { reloadPage } from '../../../shared/page/reload-page.ts';
import { clearCookies, spyCookieWrites } from '../support/cookie-writes.ts';
import { spyOnConsoleError } from '../support/console-spy.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { settle, startTestWidgets } from '../support/runtime-harness.ts';
import { releaseAndSettle } from '../support/deferred-chunk.ts';

// The sort's lazy part arrives only when the test says so: a deferred load, one per file.
const chunk = await vi.hoisted(async () => (await import('../support/deferred-chunk.ts')).createDeferredChunk());
vi.mock('../../../widgets/sort/save-sort-choice.ts', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});
vi.mock('../../../shared/page/reload-page.ts', () => ({ reloadPage: vi.fn() }));
vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
  resetPage();
  clearCookies();
});

it('saves nothing, reloads nothing and announces nothing when the select was removed while its code loaded', async () => {
  const consoleError = spyOnConsoleError();
  renderFixture(`<select id="sortby" data-widget="sort" data-cookie="sortby">
    <option value="newest">Newest</option><option value="name">Name</option>
  </select>`);
  const api = startTestWidgets({ sort: () => import('../../../widgets/sort/index.ts') });
  await settle(api);
  const select = getElement<HTMLSelectElement>('#sortby');
  // The widget dispatches on its root, which is off the page by then.
  const changes: unknown[] = [];
  select.addEventListener('widgets:sort:change', (event) => changes.push((event as CustomEvent).detail));
  const writes = spyCookieWrites();

  select.value = 'name';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  select.remove();
  await settle(api);
  await releaseAndSettle(chunk, () => import('../../../widgets/sort/save-sort-choice.ts'));

  expect(writes).toEqual([]);
  expect(vi.mocked(reloadPage)).not.toHaveBeenCalled();
  expect(vi.mocked(notifyError)).not.toHaveBeenCalled();
  expect(changes).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
});
