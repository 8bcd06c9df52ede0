import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useAdoptedChildren } from '../../shared/hooks/use-adopted-children.ts';
import { useAttribute } from '../../shared/hooks/use-attribute.ts';
import { useDescribedBy } from '../../shared/hooks/use-described-by.ts';
import { useElementAfter } from '../../shared/hooks/use-element-after.ts';
import { failureMessage } from '../../shared/http/failure-message.ts';
import { isAbort, RequestError } from '../../shared/http/request-error.ts';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { geoMessages } from '../../shared/messages/catalogue/geo-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { GeoCallFields, fetchGeoOptions } from './fetch-geo-options.ts';
import { chosenValue, flatOptions, readOptionItems, type GeoOptionItem } from './geo-option-items.ts';
import { GeoOptions } from './GeoOptions.tsx';

const t = messagesFrom({ ...controlMessages, ...geoMessages });

/** Which list a dependent select holds; names its failure message and its events. */
export type GeoListKind = 'cities' | 'areas' | 'clubs';

const FAILED_KEY = { cities: 'geoCitiesFailed', areas: 'geoAreasFailed', clubs: 'geoClubsFailed' } as const;

/** The call code (loaded on first use): posts one geo call and reads its options. */
export type FetchGeoOptions = typeof fetchGeoOptions;

/** Runs after a new list is in the select, with its options. */
export type OnGeoListFilled = (items: readonly GeoOptionItem[]) => void;

/** What a dependent select needs to know to load its list. */
export interface GeoListSetup {
  readonly kind: GeoListKind;
  /** The server's select (null: the template has none, the list does nothing). */
  readonly select: HTMLSelectElement | null;
  /** The failure line goes right after this element (the select, or the area block around it). */
  readonly statusAfter: Element | null;
  /** Where focus goes after "Try again" when the select itself is hidden. */
  readonly focusFallback: HTMLElement;
  readonly context: Pick<WidgetContext, 'dispatch'>;
  /**
   * The call whose answer the select's options already are (the list the server printed for the
   * page's choices): a failed reload of that same list leaves the options and the choice as they were.
   */
  readonly shownFor: GeoCallFields;
}

/** One dependent select's list, as the component drives it. */
export interface GeoList {
  /** Requests the list with `fields`, dropping any answer still awaited. */
  load(fields: GeoCallFields, fetchOptions: FetchGeoOptions, onFilled: OnGeoListFilled): void;
  /** Drops any answer awaited and leaves only the select's placeholder. */
  clear(): void;
  /** What the list renders: its options inside the select, its failure line after it. */
  readonly node: ReactNode;
}

/** What the select shows: its list, or "Loading…" over it, and the failure line's text. */
interface GeoListView {
  readonly items: readonly GeoOptionItem[];
  /** The choice the select shows with `items`. */
  readonly value: string;
  readonly loading: boolean;
  readonly failure: string | null;
}

/** The last request, which "Try again" repeats. */
interface GeoRequest {
  readonly fields: GeoCallFields;
  readonly fetchOptions: FetchGeoOptions;
  readonly onFilled: OnGeoListFilled;
}

/** Names a call by its fields: two loads of the same list have the same key. */
const callKey = (fields: GeoCallFields) => new URLSearchParams(fields).toString();

let statusCount = 0;

/**
 * One dependent select's list (spec §7; issue 9). The server's options are read as data when the
 * widget mounts and from then on the select's options are React's, rendered through a portal from
 * this state: while a list loads, the select is `aria-busy` with a single "Loading…" option and
 * stays focusable; a newer request aborts the older one and a sequence check drops any answer that
 * still arrives; the user's choice is kept when the new list offers it; a failure renders a message
 * and a "Try again" button (repeating the last request) in a live region after the select, and
 * leaves the list as it was when the failed call was for the list it showed (a saved choice
 * survives the failure and the retry; issue 17), else only the placeholder. The live region is
 * placed after the select from the first commit (useElementAfter: a portal needs a container, and a
 * live region must be in the page before its text changes to be announced). Unmounting leaves plain options of the list
 * shown in the select, as a page without the widget would have them.
 */
export function useGeoList(setup: GeoListSetup): GeoList {
  const { kind, select, statusAfter, context } = setup;
  const [server] = useState(() => {
    const items = select ? readOptionItems(select) : [];
    const first = items[0];
    const placeholder: GeoOptionItem[] = first && !('group' in first) && first.value === '' ? [first] : [];
    return { items, placeholder, value: select?.value ?? '' };
  });
  const [statusId] = useState(() => `geo-status-${++statusCount}`);
  const status = useElementAfter(select && statusAfter, 'div', { id: statusId, class: 'geo-select-status', 'aria-live': 'polite' });
  const [view, setView] = useState<GeoListView>({ items: server.items, value: server.value, loading: false, failure: null });
  const track = useRef({
    view,
    sequence: 0,
    pending: null as AbortController | null,
    last: null as GeoRequest | null,
    // Which call's answer the items are (null: only the placeholder).
    shownFor: callKey(setup.shownFor) as string | null,
    // Copies of the options last rendered for a list (not "Loading…"), and the choice to leave on unmount.
    shownNodes: [] as Node[],
    left: '',
  });

  // Answers and the widget's own handlers come from outside React's events: show them in this task.
  const show = (next: GeoListView) => {
    track.current.view = next;
    flushSync(() => setView(next));
  };
  const drop = () => {
    const own = track.current;
    own.sequence += 1;
    own.pending?.abort();
    own.pending = null;
  };
  const emptied = (): GeoListView => ({ items: server.placeholder, value: '', loading: false, failure: null });

  const load = (fields: GeoCallFields, fetchOptions: FetchGeoOptions, onFilled: OnGeoListFilled) => {
    if (!select) return;
    const own = track.current;
    drop();
    const mine = own.sequence;
    const controller = new AbortController();
    own.pending = controller;
    own.last = { fields, fetchOptions, onFilled };
    const key = callKey(fields);
    // While a list is loading the select shows "Loading…": what to keep is what it showed before.
    const keep = own.view.loading ? own.view.value : select.value;
    show({ items: own.view.items, value: keep, loading: true, failure: null });
    const fail = (error: unknown) => {
      if (mine !== own.sequence || isAbort(error)) return;
      own.pending = null;
      if (key !== own.shownFor) own.shownFor = null;
      const kept = own.shownFor === null ? emptied() : { ...own.view, loading: false };
      show({ ...kept, failure: `${t(FAILED_KEY[kind])} ${failureMessage(error)}` });
      context.dispatch('failed', { list: kind, failure: error instanceof RequestError ? error.failure : 'malformed' });
    };
    fetchOptions(fields, kind === 'areas', controller.signal).then((items) => {
      if (mine !== own.sequence) return;
      try {
        show({ items, value: chosenValue(items, keep), loading: false, failure: null });
      } catch (error) {
        // Whatever breaks while the list is built ends like a failed call, never in "Loading…" (issue 17).
        fail(error);
        return;
      }
      own.pending = null;
      own.shownFor = key;
      context.dispatch('load', { list: kind, count: flatOptions(items).filter((option) => option.value !== '').length });
      onFilled(items);
    }, fail);
  };
  const clear = () => {
    if (!select) return;
    drop();
    track.current.shownFor = null;
    show(emptied());
  };
  const retry = () => {
    const last = track.current.last;
    if (!select || !last) return;
    load(last.fields, last.fetchOptions, last.onFilled);
    (select.closest('[hidden]') ? setup.focusFallback : select).focus();
  };

  // Adopts the select: the server's options give way to the same list rendered by React (same
  // task, nothing paints in between); its failure line is announced through the live region.
  // Unmounted, it keeps plain options of the list it showed (copies of React's, or the server's
  // placeholder), and the choice, before React removes its own: the select is never empty.
  const printed = useAdoptedChildren(select, () => {
    const own = track.current;
    const reloadingShown = own.pending !== null && own.last !== null && callKey(own.last.fields) === own.shownFor;
    drop();
    // The choice is the user's own, unless the select shows "Loading…".
    const keepShown = !own.view.loading || reloadingShown;
    own.left = !own.view.loading ? select!.value : keepShown ? own.view.value : '';
    return keepShown ? own.shownNodes : printed.filter((node) => node instanceof Element).slice(0, server.placeholder.length);
  });
  useDescribedBy(select, status?.id);
  useAttribute(select, 'aria-busy', view.loading ? 'true' : undefined);
  useLayoutEffect(() => {
    if (!select || view.loading) return;
    select.value = view.value;
    track.current.shownNodes = Array.from(select.childNodes, (node) => node.cloneNode(true));
  }, [view]);
  // After the plain options are back (this cleanup runs after the adoption's).
  useLayoutEffect(() => () => void (select && (select.value = track.current.left)), []);

  const node = select && (
    <>
      {createPortal(view.loading ? <option value="">{t('loading')}</option> : <GeoOptions items={view.items} />, select)}
      {status &&
        createPortal(
          view.failure !== null && (
            <>
              <span className="text-danger">{view.failure}</span>{' '}
              <button type="button" className="btn btn-link btn-sm geo-select-retry" onClick={retry}>
                {t('geoRetry')}
              </button>
            </>
          ),
          status,
        )}
    </>
  );
  return { load, clear, node };
}
