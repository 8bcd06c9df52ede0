import { expect, vi } from 'vitest';
import { getElement, renderFixture } from '../support/dom-fixture.ts';
import { startTestWidgets } from '../support/runtime-harness.ts';
import type { WidgetsApi } from '../../../shared/runtime/start-widgets.ts';
import type { WidgetModule, WidgetRegistry } from '../../../shared/runtime/widget-definition.ts';

/** A registry of this widget alone, loaded as the bundle's registry loads it (index.test.ts checks that line). */
export const searchRegistry: WidgetRegistry = {
  'search-suggestions': () => import('../../../widgets/search-suggestions/index.ts') as Promise<WidgetModule>,
};

/** The header search of the listing pages, exactly as LISTING-MARKUP.md gives it. */
export const HEADER_SEARCH = `<form id="header-search" class="header-search" action="/search.html" method="get" role="search">
  <div data-widget="search-suggestions">
    <label for="header-search-input" class="sr-only">Search profiles</label>
    <input id="header-search-input" type="search" name="term" class="form-control" autocomplete="off" placeholder="Search">
  </div>
  <button type="submit" class="btn btn-primary">Search</button>
</form>`;

/** One item of the suggestions answer as the server writes it. */
export interface ServerItem {
  value?: unknown;
  label?: unknown;
  label_info?: unknown;
  details?: unknown;
  url?: unknown;
  thumb?: unknown;
  category?: unknown;
}

/** A server item for a profile or a city. */
export function serverItem(label: string, category: string, extra: ServerItem = {}): ServerItem {
  const slug = label.toLowerCase().replace(/\W+/g, '-');
  return {
    value: label,
    label,
    label_info: category === 'Cities' ? 'Germany' : '24 · Berlin',
    details: category === 'Cities' ? '4 profiles' : '3 reviews',
    url: `/${category.toLowerCase()}/${slug}`,
    thumb: `/media/${slug}.svg`,
    category,
    ...extra,
  };
}

/** Five suggestions in two categories, interleaved as a server may send them. */
export const FIVE_ITEMS: ServerItem[] = [
  serverItem('Anna', 'Profiles'),
  serverItem('Annaburg', 'Cities'),
  serverItem('Annabel', 'Profiles'),
  serverItem('Hanna', 'Profiles'),
  serverItem('Annaberg', 'Cities'),
];

/** The labels of FIVE_ITEMS in display order (grouped by category). */
export const FIVE_LABELS = ['Anna', 'Annabel', 'Hanna', 'Annaburg', 'Annaberg'];

/** How long a test waits for the combobox chunk to load. */
export const CHUNK_LOAD_TIMEOUT_MS = 5000;

/** The mounted header search with its parts. */
export interface SearchBox {
  readonly api: WidgetsApi;
  readonly root: HTMLElement;
  readonly form: HTMLFormElement;
  readonly input: HTMLInputElement;
  listbox(): HTMLElement;
  popup(): HTMLElement;
  status(): HTMLElement;
  options(): HTMLElement[];
  emptyLine(): HTMLElement | null;
}

/** The parts of a mounted search box (the combobox chunk may not be there yet). */
export function searchBoxParts(api: WidgetsApi): SearchBox {
  const root = getElement('[data-widget="search-suggestions"]');
  return {
    api,
    root,
    form: getElement<HTMLFormElement>('#header-search'),
    input: getElement<HTMLInputElement>('#header-search-input'),
    listbox: () => getElement('[role="listbox"]', root),
    popup: () => getElement('.search-suggestions-popup', root),
    status: () => getElement('[role="status"]', root),
    options: () => Array.from(root.querySelectorAll<HTMLElement>('[role="option"]')),
    emptyLine: () => root.querySelector<HTMLElement>('.search-suggestions-empty'),
  };
}

/**
 * Mounts the header search through the runtime, focuses the input so that the combobox chunk
 * loads, waits for it, then switches to fake timers for the 500 ms pauses.
 */
export async function mountSearchBox(markup = HEADER_SEARCH): Promise<SearchBox> {
  renderFixture(markup);
  const api = startTestWidgets(searchRegistry);
  await api.settled();
  const box = searchBoxParts(api);
  box.input.focus();
  // The first test of a file also transforms the chunk's modules: allow for a busy machine.
  await vi.waitFor(() => expect(box.root.querySelector('[role="listbox"]')).not.toBeNull(), { timeout: CHUNK_LOAD_TIMEOUT_MS });
  vi.useFakeTimers();
  return box;
}

/** Sets the input's text as a keystroke would, firing `input`. */
export function typeText(input: HTMLInputElement, text: string): void {
  input.value = text;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
}

/** Types `text` one character at a time, `gapMs` apart (fake timers). */
export async function typeSlowly(input: HTMLInputElement, text: string, gapMs: number): Promise<void> {
  for (let length = input.value.length + 1; length <= text.length; length += 1) {
    typeText(input, text.slice(0, length));
    await vi.advanceTimersByTimeAsync(gapMs);
  }
}

/** Presses `key` in the input and returns the keydown event (to read `defaultPrevented`). */
export function press(input: HTMLInputElement, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  input.dispatchEvent(event);
  return event;
}

// Taken before the tests fake the timers, as React 19's scheduler takes it when it loads.
const realSetImmediate = globalThis.setImmediate;

/** Lets answers, renders and layout effects run (fake timers). */
export async function flush(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
  // React 19 renders an update made outside its events (an answer) in a task of its scheduler, on
  // the real setImmediate: let that task run too (Preact rendered it in a microtask).
  await new Promise((resolve) => realSetImmediate(resolve));
}
