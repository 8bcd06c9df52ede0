import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUGGESTIONS_DELAY_MS } from '../../../shared/constants.ts';
import searchSuggestionsWidget from '../../../widgets/search-suggestions/index.ts';
import { SearchSuggestionsOptionsSchema } from '../../../widgets/search-suggestions/search-suggestions-options.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import { renderFixture, resetPage } from '../support/dom-fixture.ts';
import { stubFetch } from '../support/fetch-stub.ts';
import { startTestWidgets } from '../support/runtime-harness.ts';
import { CHUNK_LOAD_TIMEOUT_MS, HEADER_SEARCH, searchBoxParts, searchRegistry, typeText } from './search-box-fixture.ts';

let consoleError: ConsoleErrorSpy;

beforeEach(() => {
  consoleError = spyOnConsoleError();
});

afterEach(() => {
  vi.useRealTimers();
  resetPage();
});

/** Mounts the header search through the runtime, without touching the input. */
async function mountUntouched(markup = HEADER_SEARCH) {
  renderFixture(markup);
  const api = startTestWidgets(searchRegistry);
  await api.settled();
  return searchBoxParts(api);
}

const comboboxLoaded = (root: HTMLElement) => root.querySelector('[role="listbox"]') !== null;

describe('the search-suggestions widget definition', () => {
  it('is named search-suggestions and takes no attributes', () => {
    expect(searchSuggestionsWidget.name).toBe('search-suggestions');
    expect(searchSuggestionsWidget.options).toBe(SearchSuggestionsOptionsSchema);
  });

  it('is the chunk the bundle registry loads for data-widget="search-suggestions"', async () => {
    const { widgetRegistry } = await import('../../../widgets/registry.ts');
    await expect(widgetRegistry['search-suggestions']?.()).resolves.toMatchObject({ default: searchSuggestionsWidget });
  });
});

describe('mounting on the header search', () => {
  it('marks the server input as a collapsed list combobox at once, and loads nothing more before it is used', async () => {
    const box = await mountUntouched();
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(box.input.getAttribute('role')).toBe('combobox');
    expect(box.input.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.input.getAttribute('aria-expanded')).toBe('false');
    expect(comboboxLoaded(box.root)).toBe(false);
    expect(box.root.querySelector('label')?.textContent).toBe('Search profiles');
    expect(box.root.getAttribute('data-widget-state')).toBe('mounted');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('loads the combobox on the first focus, without asking for the value the server rendered', async () => {
    const server = stubFetch({ text: '[]' });
    const box = await mountUntouched(HEADER_SEARCH.replace('placeholder="Search"', 'placeholder="Search" value="anna"'));

    box.input.focus();
    await vi.waitFor(() => expect(comboboxLoaded(box.root)).toBe(true), { timeout: CHUNK_LOAD_TIMEOUT_MS });
    await new Promise((resolve) => setTimeout(resolve, SUGGESTIONS_DELAY_MS + 50));

    expect(box.input.getAttribute('aria-controls')).toBe(box.listbox().id);
    expect(server.calls).toHaveLength(0);
  });

  it('loses no keystroke typed while the combobox loads: the text at the end is queried once', async () => {
    const server = stubFetch({ text: '[]' });
    const box = await mountUntouched();

    // Typing without a focus event (the visitor was in the box before the bundle ran).
    typeText(box.input, 'a');
    typeText(box.input, 'an');
    typeText(box.input, 'ann');
    expect(comboboxLoaded(box.root)).toBe(false);
    await vi.waitFor(() => expect(comboboxLoaded(box.root)).toBe(true), { timeout: CHUNK_LOAD_TIMEOUT_MS });
    await vi.waitFor(() => expect(server.calls).toHaveLength(1), { timeout: SUGGESTIONS_DELAY_MS * 3 });

    expect(server.calls[0]?.url).toBe('/search_suggestions?term=ann');
    expect(box.input.value).toBe('ann');
  });

  it('loads at once when the input already has the focus as it mounts', async () => {
    renderFixture(HEADER_SEARCH);
    const input = document.querySelector<HTMLInputElement>('#header-search-input')!;
    input.focus();
    const api = startTestWidgets(searchRegistry);
    await api.settled();

    await vi.waitFor(() => expect(comboboxLoaded(searchBoxParts(api).root)).toBe(true), { timeout: CHUNK_LOAD_TIMEOUT_MS });
  });

  it('unmounted before its chunk arrived, renders nothing and gives the input back as the server wrote it', async () => {
    const markup = HEADER_SEARCH.replace('autocomplete="off"', 'autocomplete="off" aria-autocomplete="none"');
    const box = await mountUntouched(markup);

    box.input.focus();
    box.api.unmount(box.root);
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(comboboxLoaded(box.root)).toBe(false);
    expect(box.input.getAttribute('aria-autocomplete')).toBe('none');
    for (const name of ['role', 'aria-expanded', 'aria-controls', 'aria-activedescendant']) expect(box.input.hasAttribute(name)).toBe(false);
    const serverInput = new DOMParser().parseFromString(markup, 'text/html').querySelector('input');
    expect(box.input.outerHTML).toBe(serverInput?.outerHTML);
  });

  it('is not mounted on a root without an input, and says why once', async () => {
    const markup = '<div id="broken" data-widget="search-suggestions"><span>no input</span></div>';
    renderFixture(markup);
    const api = startTestWidgets(searchRegistry);
    await api.settled();

    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('"search-suggestions" failed while mounting');
    expect(consoleError.mock.calls[0]?.[1]).toEqual(new Error('expected an <input type="search"> inside the root, found none'));
    expect(document.getElementById('broken')?.getAttribute('data-widget-state')).toBe('error');
  });
});
