import { FILTER_HASH_PAGES } from '../../shared/constants.ts';
import { actWhenLoaded } from '../../shared/lazy/act-when-loaded.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { FilterHashSession } from './apply-filter-hash.ts';
import { filterHashMirror } from './filter-hash-mirror.ts';
import type { FilterHashOptions } from './filter-hash-options.ts';
import { hasReloadGuard } from './has-reload-guard.ts';

/** What `widgets:filter-hash:sync` carries: the hash now in the address, '' for none. */
export interface FilterHashSyncDetail {
  readonly hash: string;
}

/** Tells whether the filter hash applies on pages of type `page` (home, dancers, search). */
export function isFilterHashPage(page: string | undefined): boolean {
  return (FILTER_HASH_PAGES as readonly (string | undefined)[]).includes(page);
}

/**
 * The filter hash (spec §4, contract "Filter hash") on the listing pages, at mount and on every
 * `hashchange`: a hash value that differs from its cookie is saved and the page reloads once;
 * otherwise the hash is rebuilt from the cookies for sharing, without reload. Most page views have
 * no hash or the one this widget wrote, and no reload guard, so only that is handled here; any
 * other case loads the code that reads and validates the hash (apply-filter-hash.ts). An in-page
 * anchor (`#main`) is left alone, and on other pages it does nothing. A failure in that code is
 * reported through `context.reportError`; once undone, a hash whose code was still loading does
 * nothing. Returns the undo function.
 */
export function startFilterHash(_element: HTMLElement, { page }: FilterHashOptions, context: WidgetContext): () => void {
  if (!isFilterHashPage(page)) return () => {};
  const session: FilterHashSession = { warned: new Set(), reloading: false };
  // Aborted by the undo function: a hash whose code arrives after it saves nothing and never reloads.
  const mount = new AbortController();

  const sync = () => {
    const hash = location.hash;
    // An in-page anchor such as the skip link's #main is no filter hash.
    if (session.reloading || (hash !== '' && !hash.includes('='))) return;
    const mirrored = filterHashMirror.write(filterHashMirror.readCookies());
    if ((hash === '' || hash === mirrored) && !hasReloadGuard()) {
      filterHashMirror.show(mirrored);
      context.dispatch('sync', { hash: mirrored } satisfies FilterHashSyncDetail);
      return;
    }
    void actWhenLoaded(
      {
        load: () => import('./apply-filter-hash.ts'),
        signal: mount.signal,
        act: ({ applyFilterHash }) => {
          // A newer hash arrived while the code loaded: its own hashchange handles it.
          if (location.hash === hash) applyFilterHash(hash, context, session, filterHashMirror);
        },
        phase: 'applying the filter hash',
      },
      context,
    );
  };

  sync();
  window.addEventListener('hashchange', sync);
  return () => {
    mount.abort();
    window.removeEventListener('hashchange', sync);
  };
}
