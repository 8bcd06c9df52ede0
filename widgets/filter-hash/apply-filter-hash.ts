import { trackEvent } from '../../shared/analytics/track-event.ts';
import { reloadPage } from '../../shared/page/reload-page.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { FilterHashMirror } from './filter-hash-mirror.ts';
import { readFilterHash } from './read-filter-hash.ts';
import { syncFilterHash, type FilterHashRefusal } from './sync-filter-hash.ts';
import type { FilterHashValues } from './write-filter-hash.ts';

/** What `widgets:filter-hash:apply` carries: the values saved from the hash, just before the reload. */
export interface FilterHashApplyDetail {
  readonly values: FilterHashValues;
}

/** What `widgets:filter-hash:refuse` carries: the values that differ and were not saved, and why. */
export interface FilterHashRefuseDetail {
  readonly values: FilterHashValues;
  readonly reason: FilterHashRefusal;
}

/** What one mounted filter hash remembers between hashes. */
interface FilterHashSession {
  /** The hashes already warned about: one console warning per hash at most. */
  readonly warned: Set<string>;
  /** Set once a reload is under way: later hash changes wait for the new page. */
  reloading: boolean;
}

/**
 * Each mount's session, by its context (one object per mount, see mountComponent): kept here
 * rather than in the component, whose chunk every listing page downloads.
 */
const sessions = new WeakMap<WidgetContext, FilterHashSession>();

/**
 * Applies a hash that does not simply mirror the cookies (the lazy part of the filter hash): reads
 * it, leaves out what it gets wrong with one console warning, and syncs it with the cookies; when
 * values were saved, pushes analytics and `widgets:filter-hash:apply`, then reloads the page.
 * One session per mount (its context). `mirror` is the component's (FilterHash.tsx), which writes the address through its useUrlHash.
 */
export function applyFilterHash(hash: string, context: WidgetContext, mirror: FilterHashMirror): void {
  const session = sessions.get(context) ?? { warned: new Set(), reloading: false };
  sessions.set(context, session);
  // A reload is under way: later hashes wait for the new page. A newer hash arrived while this
  // code loaded: its own render handles it.
  const reading = session.reloading || location.hash !== hash ? null : readFilterHash(hash);
  if (!reading) return;
  const outcome = syncFilterHash(reading, mirror);
  const problems = [...reading.problems];
  if (outcome.kind === 'refused') problems.push(`its values were not saved (${outcome.reason})`);
  if (problems.length > 0 && !session.warned.has(hash)) {
    session.warned.add(hash);
    console.warn(`[widgets] filter-hash: left out of the address hash: ${problems.join('; ')}.`);
  }
  if (outcome.kind === 'synced') {
    // A hash the mirror changed is announced by the component's render of it.
    if (outcome.hash === hash) context.dispatch('sync', { hash });
  } else if (outcome.kind === 'refused') {
    context.dispatch('refuse', { values: outcome.values, reason: outcome.reason } satisfies FilterHashRefuseDetail);
  } else {
    session.reloading = true;
    trackEvent({ category: 'filter-hash', action: 'apply', label: Object.keys(outcome.values).join(',') });
    context.dispatch('apply', { values: outcome.values } satisfies FilterHashApplyDetail);
    reloadPage();
  }
}
