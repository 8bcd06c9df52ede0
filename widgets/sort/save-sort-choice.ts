import { trackEvent } from '../../shared/analytics/track-event.ts';
import { writeCookie } from '../../shared/cookies/cookies.ts';
import { filterMessages } from '../../shared/messages/catalogue/filter-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import { dropFilterHash } from '../../shared/page/drop-filter-hash.ts';
import { reloadPage } from '../../shared/page/reload-page.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { SortOptions } from './sort-options.ts';

/** What `widgets:sort:change` carries: the cookie written and the sort key chosen. */
export interface SortChangeDetail {
  readonly cookie: SortOptions['cookie'];
  readonly value: string;
}

const t = messagesFrom(filterMessages);

/**
 * Keeps the chosen sort key in `cookie` (365 days), pushes analytics and `widgets:sort:change`,
 * then reloads the page, which the server renders in that order. When the browser refuses the
 * cookie, shows an error toast and answers false (no reload: the page would come back unchanged).
 * The lazy part of the sort widget, loaded on the first choice.
 */
export function saveSortChoice(cookie: SortOptions['cookie'], value: string, context: WidgetContext): boolean {
  if (!writeCookie(cookie, value)) {
    notifyError(t('filtersNotSaved'));
    return false;
  }
  trackEvent({ category: 'sort', action: cookie, label: value });
  context.dispatch('change', { cookie, value } satisfies SortChangeDetail);
  dropFilterHash();
  reloadPage();
  return true;
}
