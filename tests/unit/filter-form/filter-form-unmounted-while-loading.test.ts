import { afterEach, expect, it, vi } from 'vitest';
import { profileTypeCookieName } from '../../../shared/cookies/cookie-catalogue.ts';
import { readCookie, writeCookie } from '../../../shared/cookies/cookies.ts';
import { notifyError } from '../../../shared/notify/notify.ts';
import { reloadPage } from '../../../shared/page/reload-page.ts';
import { clearCookies, spyCookieWrites } from '../support/cookie-writes.ts';
import { spyOnConsoleError } from '../support/console-spy.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { settle, startTestWidgets } from '../support/runtime-harness.ts';
import { releaseAndSettle } from '../support/deferred-chunk.ts';

// The form's lazy part arrives only when the test says so: a deferred load, one per file.
const chunk = await vi.hoisted(async () => (await import('../support/deferred-chunk.ts')).createDeferredChunk());
vi.mock('../../../widgets/filter-form/apply-filter-form.ts', async (importOriginal) => {
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

it('saves nothing, clears nothing, reloads nothing and announces nothing when the form was removed while its code loaded', async () => {
  const consoleError = spyOnConsoleError();
  writeCookie('filters', { incalls: '1' });
  writeCookie(profileTypeCookieName('agency'), '1');
  renderFixture(`<form id="filters" data-widget="filter-form" aria-label="Filters">
    <input type="checkbox" id="incalls" name="incalls" value="1" aria-label="Incalls">
    <input type="checkbox" id="agency" name="profile_type" value="agency" data-profile-type-switch aria-label="Agency" checked>
    <button type="submit">Apply filters</button><button type="reset">Clear</button>
  </form>`);
  const api = startTestWidgets({ 'filter-form': () => import('../../../widgets/filter-form/index.ts') });
  await settle(api);
  const form = getElement<HTMLFormElement>('#filters');
  // The widget dispatches on its root, which is off the page by then.
  const events: string[] = [];
  for (const type of ['widgets:filter-form:apply', 'widgets:filter-form:reset']) form.addEventListener(type, (event) => events.push(event.type));
  const writes = spyCookieWrites();

  form.dispatchEvent(new Event('reset', { bubbles: true, cancelable: true }));
  form.remove();
  await settle(api);
  await releaseAndSettle(chunk, () => import('../../../widgets/filter-form/apply-filter-form.ts'));

  expect(writes).toEqual([]);
  expect(readCookie('filters')).toEqual({ incalls: '1' });
  expect(readCookie(profileTypeCookieName('agency'))).toBe('1');
  expect(vi.mocked(reloadPage)).not.toHaveBeenCalled();
  expect(vi.mocked(notifyError)).not.toHaveBeenCalled();
  expect(events).toEqual([]);
  expect(window.dataLayer ?? []).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
});
