import { trackEvent } from '../../shared/analytics/track-event.ts';
import { profileTypeCookieName, type CookieName, type FiltersValue } from '../../shared/cookies/cookie-catalogue.ts';
import { readCookie, removeCookie, writeCookie } from '../../shared/cookies/cookies.ts';
import { saveFilters } from '../../shared/cookies/filters-cookie.ts';
import { filterMessages } from '../../shared/messages/catalogue/filter-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import { dropFilterHash } from '../../shared/page/drop-filter-hash.ts';
import { reloadPage } from '../../shared/page/reload-page.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { readFilters } from './read-filters.ts';
import { readProfileTypeSwitches } from './read-profile-type-switches.ts';

export { BusySubmits } from './busy-submits.tsx';

/** What `widgets:filter-form:apply` carries: the filters saved and each profile type's switch. */
export interface FilterFormApplyDetail {
  readonly filters: FiltersValue;
  readonly profileTypes: Readonly<Record<string, boolean>>;
}

const t = messagesFrom(filterMessages);

/** Reloads with the new cookies (the component holds the submit buttons busy until the page goes). */
function reloadWithNewCookies(): void {
  dropFilterHash();
  reloadPage();
}

/**
 * Saves the form as the `filters` cookie (1 day; removed when no filter is set) and each
 * profile-type switch as its own cookie (`1`/`0`, 1 day), pushes analytics and
 * `widgets:filter-form:apply`, then reloads. Answers false, after an error toast and with nothing
 * reloaded, when the filters are too large for a cookie (nothing is written) or a cookie is refused.
 * Throws, naming it, for a profile-type switch that cannot name a cookie (nothing is written).
 */
export function applyFilterForm(form: HTMLFormElement, context: WidgetContext): boolean {
  const switches = readProfileTypeSwitches(form);
  const filters = readFilters(form);
  const outcome = saveFilters(filters);
  if (outcome === 'too-large') {
    notifyError(t('filtersTooLarge'));
    return false;
  }
  const switchesSaved = switches.map(({ type, on }) => writeCookie(profileTypeCookieName(type), on ? '1' : '0'));
  if (outcome === 'blocked' || switchesSaved.includes(false)) {
    notifyError(t('filtersNotSaved'));
    return false;
  }
  const profileTypes = Object.fromEntries(switches.map(({ type, on }) => [type, on]));
  trackEvent({ category: 'filters', action: 'apply', label: Object.keys(filters).join(',') });
  context.dispatch('apply', { filters, profileTypes } satisfies FilterFormApplyDetail);
  reloadWithNewCookies();
  return true;
}

/**
 * Clears every filter the form owns: removes the `filters` cookie and the cookie of each of its
 * profile-type switches (as they were written: path `/`, the catalogue's domain), pushes analytics
 * and `widgets:filter-form:reset`, then reloads, so the server renders an unfiltered page. Answers
 * false, after an error toast and with nothing reloaded, when a cookie could not be removed.
 * Throws, naming it, for a profile-type switch that cannot name a cookie (nothing is removed).
 */
export function clearFilterForm(form: HTMLFormElement, context: WidgetContext): boolean {
  const owned: CookieName[] = ['filters', ...readProfileTypeSwitches(form).map(({ type }) => profileTypeCookieName(type))];
  for (const name of owned) removeCookie(name);
  if (owned.some((name) => readCookie(name) !== undefined)) {
    notifyError(t('filtersNotSaved'));
    return false;
  }
  trackEvent({ category: 'filters', action: 'reset' });
  context.dispatch('reset', {});
  reloadWithNewCookies();
  return true;
}
