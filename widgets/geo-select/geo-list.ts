import { failureMessage } from '../../shared/http/failure-message.ts';
import { isAbort, RequestError } from '../../shared/http/request-error.ts';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { geoMessages } from '../../shared/messages/catalogue/geo-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { fetchGeoOptions, type GeoCallFields } from './fetch-geo-options.ts';
import { fillSelect } from './fill-select.ts';
import { flatOptions, type GeoOptionItem } from './parse-option-markup.ts';

const t = messagesFrom({ ...controlMessages, ...geoMessages });

/** Which list a dependent select holds; names its failure message and its events. */
export type GeoListKind = 'cities' | 'areas' | 'clubs';

const FAILED_KEY = { cities: 'geoCitiesFailed', areas: 'geoAreasFailed', clubs: 'geoClubsFailed' } as const;

let statusCount = 0;

/** Names a call by its fields: two loads of the same list have the same key. */
const callKey = (fields: GeoCallFields) => new URLSearchParams(fields).toString();

/** What a dependent select needs to know to load its list. */
export interface GeoListSetup {
  readonly kind: GeoListKind;
  readonly select: HTMLSelectElement;
  /** The failure message goes right after this element (the select, or the area block around it). */
  readonly statusAfter: Element;
  /** Where focus goes after "Try again" when the select itself is hidden. */
  readonly focusFallback: HTMLElement;
  readonly context: Pick<WidgetContext, 'dispatch'>;
  /**
   * The call whose answer the select's options already are (the list the server printed for the
   * page's choices): a failed reload of that same list leaves the options and the choice as they were.
   */
  readonly shownFor: GeoCallFields;
  /** Runs after a new list is in the select, with the options and whether the choice changed. */
  onFilled(items: readonly GeoOptionItem[], changed: boolean): void;
}

/** One dependent select's list: loads it, shows progress and failures, retries. */
export interface GeoList {
  /** Requests the list with `fields`, dropping any answer still awaited. */
  load(fields: GeoCallFields): void;
  /** Drops any answer awaited and leaves only the select's placeholder. */
  clear(): void;
  /** Drops any answer awaited and removes what the list added to the page. */
  stop(): void;
}

/**
 * Manages one dependent select (spec §7; issue 9): while its list loads, the select is
 * `aria-busy` with a single "Loading…" option and stays focusable; a newer request aborts the older
 * one and a sequence check drops any answer that still arrives; the user's choice is kept when the
 * new list offers it; a failure leaves a message in a live region next to the select and a
 * "Try again" button that repeats the last request, and the select as it was when the failed call
 * was for the list it showed (a saved choice survives the failure and the retry; issue 17), else
 * only the placeholder (a list for another country or city must not keep a stale choice).
 */
export function createGeoList(setup: GeoListSetup): GeoList {
  const { kind, select, context } = setup;
  const first = select.options[0];
  const placeholder = first && first.value === '' ? (first.cloneNode(true) as HTMLOptionElement) : null;
  const status = document.createElement('div');
  status.id = `geo-status-${++statusCount}`;
  status.className = 'geo-select-status';
  status.setAttribute('aria-live', 'polite');
  setup.statusAfter.after(status);
  const describedBy = select.getAttribute('aria-describedby');
  select.setAttribute('aria-describedby', describedBy ? `${describedBy} ${status.id}` : status.id);

  let sequence = 0;
  let pending: AbortController | null = null;
  let lastFields: GeoCallFields | null = null;
  // Which call's answer the options are (null: only the placeholder), and, while a list loads,
  // the options and the choice the select had before its "Loading…".
  let shownFor: string | null = callKey(setup.shownFor);
  let before: { readonly options: DocumentFragment; readonly value: string } | null = null;

  const showPlaceholder = () => select.replaceChildren(...(placeholder ? [placeholder.cloneNode(true)] : []));
  const restore = (key: string) => {
    if (before && key === shownFor) {
      select.replaceChildren(before.options);
      select.value = before.value;
    } else {
      shownFor = null;
      showPlaceholder();
    }
  };
  const settle = () => {
    pending = null;
    before = null;
    select.removeAttribute('aria-busy');
  };
  const drop = () => {
    sequence += 1;
    pending?.abort();
    pending = null;
  };
  const clearStatus = () => status.replaceChildren();
  const retry = () => {
    if (!lastFields) return;
    load(lastFields);
    (select.closest('[hidden]') ? setup.focusFallback : select).focus();
  };
  const showFailure = (error: unknown) => {
    const message = document.createElement('span');
    message.className = 'text-danger';
    message.textContent = `${t(FAILED_KEY[kind])} ${failureMessage(error)}`;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'btn btn-link btn-sm geo-select-retry';
    button.textContent = t('geoRetry');
    button.addEventListener('click', retry);
    status.replaceChildren(message, ' ', button);
    context.dispatch('failed', { list: kind, failure: error instanceof RequestError ? error.failure : 'malformed' });
  };

  function load(fields: GeoCallFields): void {
    drop();
    const mine = sequence;
    const controller = new AbortController();
    pending = controller;
    lastFields = fields;
    const key = callKey(fields);
    // While a list is loading the select shows "Loading…": what to keep is what it showed before.
    if (!before) {
      const options = document.createDocumentFragment();
      const value = select.value;
      while (select.firstChild) options.append(select.firstChild);
      before = { options, value };
    }
    const keep = before.value;
    clearStatus();
    const loading = document.createElement('option');
    loading.value = '';
    loading.textContent = t('loading');
    select.replaceChildren(loading);
    select.setAttribute('aria-busy', 'true');
    const fail = (error: unknown) => {
      if (mine !== sequence || isAbort(error)) return;
      restore(key);
      settle();
      showFailure(error);
    };
    fetchGeoOptions(fields, kind === 'areas', controller.signal).then((items) => {
      if (mine !== sequence) return;
      try {
        fillSelect(select, items, keep);
      } catch (error) {
        // Whatever breaks while the list is built ends like a failed call, never in "Loading…" (issue 17).
        fail(error);
        return;
      }
      shownFor = key;
      settle();
      context.dispatch('load', { list: kind, count: flatOptions(items).filter((option) => option.value !== '').length });
      setup.onFilled(items, select.value !== keep);
    }, fail);
  }

  return {
    load,
    clear() {
      drop();
      settle();
      clearStatus();
      shownFor = null;
      showPlaceholder();
    },
    stop() {
      if (pending && lastFields) restore(callKey(lastFields));
      drop();
      select.removeAttribute('aria-busy');
      if (describedBy === null) select.removeAttribute('aria-describedby');
      else select.setAttribute('aria-describedby', describedBy);
      status.remove();
    },
  };
}
