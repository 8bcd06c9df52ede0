import { trackEvent } from '../../shared/analytics/track-event.ts';
import type { FiltersValue } from '../../shared/cookies/cookie-catalogue.ts';
import { readCookie } from '../../shared/cookies/cookies.ts';
import { saveFilters } from '../../shared/cookies/filters-cookie.ts';
import { INCALLS_FIELD, INCALLS_VALUE, PRICE_MAX_FIELD, QUICK_FILTER_MAX_PRICE } from '../../shared/constants.ts';
import { filterMessages } from '../../shared/messages/catalogue/filter-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import { dropFilterHash } from '../../shared/page/drop-filter-hash.ts';
import { reloadPage } from '../../shared/page/reload-page.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';

/** What `widgets:price-quick-filter:apply` carries: the filters saved. */
export interface PriceQuickFilterDetail {
  readonly filters: FiltersValue;
}

const t = messagesFrom(filterMessages);

/** `filters` with incalls and the quick filter's maximum price set, the other filters kept. */
export function withQuickFilter(filters: FiltersValue | undefined): FiltersValue {
  return { ...filters, [INCALLS_FIELD]: INCALLS_VALUE, [PRICE_MAX_FIELD]: String(QUICK_FILTER_MAX_PRICE) };
}

/**
 * Sets the quick filter in the `filters` cookie (merged with the saved filters), pushes analytics
 * and `widgets:price-quick-filter:apply`, then reloads. Answers false after an error toast when
 * the cookie is refused or would be too large (nothing reloads then).
 */
export function applyQuickFilter(context: WidgetContext): boolean {
  const filters = withQuickFilter(readCookie('filters'));
  const outcome = saveFilters(filters);
  if (outcome !== 'saved') {
    notifyError(t(outcome === 'too-large' ? 'filtersTooLarge' : 'filtersNotSaved'));
    return false;
  }
  trackEvent({ category: 'filters', action: 'quick-filter', label: `${PRICE_MAX_FIELD}=${QUICK_FILTER_MAX_PRICE}` });
  context.dispatch('apply', { filters } satisfies PriceQuickFilterDetail);
  dropFilterHash();
  reloadPage();
  return true;
}
