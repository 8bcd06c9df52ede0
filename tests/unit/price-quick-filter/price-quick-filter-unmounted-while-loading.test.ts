import { afterEach, expect, it, vi } from 'vitest';
import { notifyError } from '../../../shared/notify/notify.ts';
import { reloadPage } from '../../../shared/page/reload-page.ts';
import { clearCookies, spyCookieWrites } from '../support/cookie-writes.ts';
import { spyOnConsoleError } from '../support/console-spy.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { settle, startTestWidgets } from '../support/runtime-harness.ts';
import { releaseAndSettle } from '../support/deferred-chunk.ts';

// The quick filter's lazy part arrives only when the test says so: a deferred load, one per file.
const chunk = await vi.hoisted(async () => (await import('../support/deferred-chunk.ts')).createDeferredChunk());
vi.mock('../../../widgets/price-quick-filter/apply-quick-filter.ts', async (importOriginal) => {
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

it('saves nothing, reloads nothing and announces nothing when the button was removed while its code loaded', async () => {
  const consoleError = spyOnConsoleError();
  renderFixture('<button type="button" id="quick" data-widget="price-quick-filter">Incalls up to 80</button>');
  const api = startTestWidgets({ 'price-quick-filter': () => import('../../../widgets/price-quick-filter/index.ts') });
  await settle(api);
  const button = getElement<HTMLButtonElement>('#quick');
  // The widget dispatches on its root, which is off the page by then.
  const applied: unknown[] = [];
  button.addEventListener('widgets:price-quick-filter:apply', (event) => applied.push((event as CustomEvent).detail));
  const writes = spyCookieWrites();

  button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  button.remove();
  await settle(api);
  await releaseAndSettle(chunk, () => import('../../../widgets/price-quick-filter/apply-quick-filter.ts'));

  expect(writes).toEqual([]);
  expect(vi.mocked(reloadPage)).not.toHaveBeenCalled();
  expect(vi.mocked(notifyError)).not.toHaveBeenCalled();
  expect(applied).toEqual([]);
  expect(window.dataLayer ?? []).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
});
