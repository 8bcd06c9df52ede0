import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { SUGGESTIONS_DELAY_MS } from '../../../shared/constants.ts';
import { resetFailureWarning } from '../../../widgets/search-suggestions/combobox/warn-failure-once.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import { resetPage } from '../support/dom-fixture.ts';
import { stubFetch, type FetchAnswer, type FetchStub } from '../support/fetch-stub.ts';
import { flush, mountSearchBox, typeText, type SearchBox, type ServerItem } from './search-box-fixture.ts';

/** What a combobox test watches: console problems and the `choose` events dispatched. */
export interface ComboboxWatch {
  readonly consoleError: ConsoleErrorSpy;
  readonly consoleWarn: MockInstance<typeof console.warn>;
  readonly chosen: CustomEvent[];
}

/**
 * Registers the hooks every combobox test file shares (a listing page at /dancers.html, silent
 * console spies, the failure warning forgotten, the page reset after each test) and returns what
 * the current test watches. Call it at the top of the file.
 */
export function watchComboboxTests(): () => ComboboxWatch {
  let watch: ComboboxWatch | undefined;
  const onChoose = (event: Event) => watch?.chosen.push(event as CustomEvent);
  beforeEach(() => {
    watch = {
      consoleError: spyOnConsoleError(),
      consoleWarn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
      chosen: [],
    };
    resetFailureWarning();
    history.replaceState(null, '', '/dancers.html');
    document.addEventListener('widgets:search-suggestions:choose', onChoose);
  });
  afterEach(() => {
    document.removeEventListener('widgets:search-suggestions:choose', onChoose);
    vi.useRealTimers();
    resetPage();
  });
  return () => {
    if (!watch) throw new Error('watchComboboxTests() runs its hooks around each test only.');
    return watch;
  };
}

/** A fetch answer with `items` as the suggestions JSON. */
export const answer = (items: ServerItem[]): FetchAnswer => ({ text: JSON.stringify(items) });

/** Mounts the search box, types `text` and waits the pause, so the answer is shown. */
export async function searchFor(text: string, ...answers: [FetchAnswer, ...FetchAnswer[]]): Promise<{ box: SearchBox; server: FetchStub }> {
  const server = stubFetch(...answers);
  const box = await mountSearchBox();
  typeText(box.input, text);
  await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
  await flush();
  return { box, server };
}

/** The labels of options, in order. */
export const labelsOf = (options: HTMLElement[]) => options.map((option) => option.querySelector('.search-suggestion-label')?.textContent);

/** Asserts the popup is closed and the input says so. */
export function expectClosed(box: SearchBox): void {
  expect(box.input.getAttribute('aria-expanded')).toBe('false');
  expect(box.input.hasAttribute('aria-activedescendant')).toBe(false);
  expect(box.popup().hidden).toBe(true);
  expect(box.listbox().hidden).toBe(true);
}

/** Asserts option `index` is the active one, for the input, for ARIA and for the eye. */
export function expectActive(box: SearchBox, index: number): void {
  const options = box.options();
  expect(box.input.getAttribute('aria-activedescendant')).toBe(options[index]?.id);
  expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(options.map((_, i) => (i === index ? 'true' : null)));
  expect(options.map((option) => option.classList.contains('is-active'))).toEqual(options.map((_, i) => i === index));
}
