import { useLayoutEffect } from 'react';
import { FILTER_HASH_PAGES } from '../../shared/constants.ts';
import { useUrlHash } from '../../shared/hooks/use-url-hash.ts';
import { useLazyAction } from '../../shared/lazy/use-lazy-action.ts';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';
import type { FilterHashOptions } from './filter-hash-options.ts';
import { hasReloadGuard } from './has-reload-guard.ts';
import { readFilterCookies } from './read-filter-cookies.ts';
import { writeFilterHash } from './write-filter-hash.ts';

/** What `widgets:filter-hash:sync` carries: the hash now in the address, '' for none. */
export interface FilterHashSyncDetail {
  readonly hash: string;
}

/**
 * `<body data-widget="filter-hash">`, headless: the filter hash (spec §4, contract "Filter hash")
 * on the listing pages (FILTER_HASH_PAGES), for the address hash at mount and after every change
 * of it (useUrlHash): a hash value that differs from its cookie is saved and the page reloads once;
 * otherwise the hash is rebuilt from the cookies for sharing, without reload. Most page views have
 * no hash or the one this widget wrote, and no reload guard, so only that is handled here; any
 * other case loads the code that reads and validates the hash (apply-filter-hash.ts) through
 * useLazyAction, which acts on nothing once unmounted. An in-page anchor (`#main`) is left alone,
 * and on other pages it does nothing.
 */
export function FilterHash({ options: { page }, context }: WidgetProps<FilterHashOptions>): null {
  const [hash, replaceHash] = useUrlHash();
  const runLazy = useLazyAction(context);

  // A layout effect: the hash is synced by the time the runtime marks the root mounted. Only the
  // hash is a dependency: the root's options, context and the hooks' functions never change.
  useLayoutEffect(() => {
    // An in-page anchor such as the skip link's #main is no filter hash.
    if (!(FILTER_HASH_PAGES as readonly unknown[]).includes(page) || (hash && !hash.includes('='))) return;
    const mirrored = writeFilterHash(readFilterCookies());
    if ((!hash || hash === mirrored) && !hasReloadGuard()) {
      // The render of the hash written announces it.
      if (hash === mirrored) context.dispatch('sync', { hash } satisfies FilterHashSyncDetail);
      else replaceHash(mirrored);
      return;
    }
    runLazy({
      load: () => import('./apply-filter-hash.ts'),
      act: ({ applyFilterHash }) =>
        applyFilterHash(hash, context, { read: readFilterCookies, write: writeFilterHash, show: replaceHash }),
      phase: 'applying the filter hash',
    });
  }, [hash]);
  return null;
}
