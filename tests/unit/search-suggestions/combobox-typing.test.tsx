import { describe, expect, it, vi } from 'vitest';
import { SUGGESTIONS_DELAY_MS } from '../../../shared/constants.ts';
import { searchMessages } from '../../../shared/messages/catalogue/search-messages.ts';
import { setPageConfig } from '../support/dom-fixture.ts';
import { stubFetch, type FetchAnswer } from '../support/fetch-stub.ts';
import { answer, expectActive, expectClosed, labelsOf, searchFor, watchComboboxTests } from './combobox-test-helpers.ts';
import { FIVE_ITEMS, FIVE_LABELS, flush, mountSearchBox, press, serverItem, typeSlowly, typeText, type SearchBox } from './search-box-fixture.ts';

const watched = watchComboboxTests();

describe('typing', () => {
  it('shows nothing and asks nothing for 2 characters', async () => {
    const server = stubFetch(answer(FIVE_ITEMS));
    const box = await mountSearchBox();

    typeText(box.input, 'an');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS * 2);

    expect(server.calls).toHaveLength(0);
    expectClosed(box);
  });

  it(`asks for 3 characters ${SUGGESTIONS_DELAY_MS} ms after the last key and opens the grouped list`, async () => {
    const server = stubFetch(answer(FIVE_ITEMS));
    const box = await mountSearchBox();

    typeText(box.input, 'ann');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS - 1);
    expect(server.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await flush();

    expect(server.calls.map((call) => call.url)).toEqual(['/search_suggestions?term=ann']);
    expect(box.input.getAttribute('aria-expanded')).toBe('true');
    expect(box.popup().hidden).toBe(false);
    expect(box.listbox().hidden).toBe(false);
    expect(labelsOf(box.options())).toEqual(FIVE_LABELS);
    expect(box.status().textContent).toBe('5 suggestions available');
    expect(box.input.value).toBe('ann');
    expect(box.input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('makes exactly one request per pause when typed at 100 ms a key', async () => {
    const server = stubFetch(answer(FIVE_ITEMS));
    const box = await mountSearchBox();

    await typeSlowly(box.input, 'anna', 100);
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    await typeSlowly(box.input, 'anna ber', 100);
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);

    expect(server.calls.map((call) => call.url)).toEqual(['/search_suggestions?term=anna', '/search_suggestions?term=anna+ber']);
  });

  it('closes the list and cancels the request when the text drops under 3 characters', async () => {
    const { box, server } = await searchFor('ann', answer(FIVE_ITEMS), 'held');

    typeText(box.input, 'anna');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    typeText(box.input, 'an');
    await flush();

    expect(server.calls[1]?.signal?.aborted).toBe(true);
    expectClosed(box);
    expect(box.options()).toHaveLength(0);
    expect(box.status().textContent).toBe('');
    expect(box.input.value).toBe('an');
  });

  it('aborts the older request for a newer query and shows only the newer answer', async () => {
    const server = stubFetch('held');
    const box = await mountSearchBox();

    typeText(box.input, 'ann');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    typeText(box.input, 'hann');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    server.calls[0]?.respond(JSON.stringify(FIVE_ITEMS));
    server.calls[1]?.respond(JSON.stringify([serverItem('Hanna', 'Profiles')]));
    await flush();

    expect(server.calls[0]?.signal?.aborted).toBe(true);
    expect(labelsOf(box.options())).toEqual(['Hanna']);
    expect(box.status().textContent).toBe('1 suggestion available');
    expect(watched().consoleWarn).not.toHaveBeenCalled();
  });

  it('never shows an answer that arrives after the visitor typed on', async () => {
    const server = stubFetch('held');
    const box = await mountSearchBox();

    typeText(box.input, 'ann');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    typeText(box.input, 'annab');
    server.calls[0]?.respond(JSON.stringify(FIVE_ITEMS));
    await flush();

    expectClosed(box);
    expect(box.options()).toHaveLength(0);
  });

  it('shows a repeated term from the cache without a request', async () => {
    const { box, server } = await searchFor('ann', answer(FIVE_ITEMS), answer([serverItem('Annabel', 'Profiles')]));

    typeText(box.input, 'annab');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    typeText(box.input, 'ann');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    await flush();

    expect(server.calls).toHaveLength(2);
    expect(labelsOf(box.options())).toEqual(FIVE_LABELS);
  });

  it('keeps an answer that arrives after the input lost focus closed, and ArrowDown shows it on return', async () => {
    const server = stubFetch('held');
    const box = await mountSearchBox();

    typeText(box.input, 'ann');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    box.input.blur();
    server.calls[0]?.respond(JSON.stringify(FIVE_ITEMS));
    await flush();
    expectClosed(box);

    box.input.focus();
    press(box.input, 'ArrowDown');
    await flush();
    expectActive(box, 0);
  });
});

/** Expects the list closed and the failure line shown under the box and said in the live region. */
function expectFailureLine(box: SearchBox): void {
  expect(box.input.getAttribute('aria-expanded')).toBe('false');
  expect(box.listbox().hidden).toBe(true);
  expect(box.popup().hidden).toBe(false);
  expect(box.root.querySelector('.search-suggestions-failed')?.textContent).toBe(searchMessages.suggestionsFailed);
  expect(box.status().textContent).toBe(searchMessages.suggestionsFailed);
}

describe('a failed call', () => {
  it.each<[string, FetchAnswer]>([
    ['an HTTP 500 answer', { text: 'Internal Server Error', status: 500 }],
    ['a network failure', 'network-error'],
    ['malformed JSON (a PHP error page)', { text: '<br />\n<b>Fatal error</b>: Uncaught Error' }],
    ['a JSON answer that is not a list', { text: '{"STATUS":"error","MESSAGE":"Search is not available right now."}' }],
  ])('after %s closes the list, says suggestions are not available, keeps the text, logs one warning and no error', async (_case, failure) => {
    const { box } = await searchFor('ann', answer(FIVE_ITEMS), failure, failure, answer([serverItem('Hanna', 'Profiles')]));
    expect(box.options()).toHaveLength(5);

    typeText(box.input, 'anna');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    await flush();
    expectFailureLine(box);
    expect(box.options()).toHaveLength(0);
    expect(box.emptyLine()).toBeNull();
    expect(box.input.value).toBe('anna');
    expect(watched().consoleWarn).toHaveBeenCalledTimes(1);
    expect(String(watched().consoleWarn.mock.calls[0]?.[0])).toMatch(/^\[widgets\] "search-suggestions": suggestions could not be loaded/);

    // A second failure is not logged again; the box stays usable.
    typeText(box.input, 'annab');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    await flush();
    expect(watched().consoleWarn).toHaveBeenCalledTimes(1);
    typeText(box.input, 'hann');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    await flush();
    expect(labelsOf(box.options())).toEqual(['Hanna']);
    expect(watched().consoleError).not.toHaveBeenCalled();
    expect(box.root.getAttribute('data-widget-state')).toBe('mounted');
  });

  it('after a timeout closes the list, says suggestions are not available and logs one warning', async () => {
    setPageConfig({ requestTimeoutMs: 1000 });
    const { box, server } = await searchFor('ann', 'never');

    await vi.advanceTimersByTimeAsync(1000);
    await flush();
    expect(server.calls[0]?.signal?.aborted).toBe(true);
    expectFailureLine(box);
    expect(watched().consoleWarn).toHaveBeenCalledTimes(1);
    expect(String(watched().consoleWarn.mock.calls[0]?.[0])).toContain('(timeout)');
    expect(watched().consoleError).not.toHaveBeenCalled();
  });
});
