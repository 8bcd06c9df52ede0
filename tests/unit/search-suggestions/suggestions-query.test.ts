import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUGGESTIONS_CACHE_SIZE, SUGGESTIONS_DELAY_MS, SUGGESTIONS_MIN_CHARS } from '../../../shared/constants.ts';
import { RequestError } from '../../../shared/http/request-error.ts';
import { loadSuggestions, suggestionsUrl } from '../../../widgets/search-suggestions/combobox/load-suggestions.ts';
import type { SuggestionItem } from '../../../widgets/search-suggestions/combobox/suggestion-items.ts';
import { SuggestionsQuery } from '../../../widgets/search-suggestions/combobox/suggestions-query.ts';
import { resetPage, setPageConfig } from '../support/dom-fixture.ts';
import { stubFetch, type FetchAnswer } from '../support/fetch-stub.ts';

const answerFor = (...labels: string[]) => JSON.stringify(labels.map((label) => ({ label, category: 'Profiles' })));

interface Recorded {
  readonly answers: { term: string; labels: string[] }[];
  readonly failures: unknown[];
  tooShort: number;
}

function createQuery(): { query: SuggestionsQuery; seen: Recorded } {
  const seen: Recorded = { answers: [], failures: [], tooShort: 0 };
  const query = new SuggestionsQuery({
    load: loadSuggestions,
    onAnswer: (term, items: readonly SuggestionItem[]) => seen.answers.push({ term, labels: items.map((item) => item.label) }),
    onTooShort: () => {
      seen.tooShort += 1;
    },
    onFailure: (error) => seen.failures.push(error),
  });
  return { query, seen };
}

/** Types `text` one character at a time, `gapMs` apart, as the input would report it. */
async function typeSlowly(query: SuggestionsQuery, text: string, gapMs: number, from = ''): Promise<void> {
  for (let length = from.length + 1; length <= text.length; length += 1) {
    query.update(text.slice(0, length));
    await vi.advanceTimersByTimeAsync(gapMs);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  resetPage();
});

describe('the suggestions URL', () => {
  it('is GET /search_suggestions?term=TEXT by default, encoded by URLSearchParams', () => {
    expect(suggestionsUrl('ann')).toBe('/search_suggestions?term=ann');
    expect(suggestionsUrl('a&b=c d/é')).toBe('/search_suggestions?term=a%26b%3Dc+d%2F%C3%A9');
  });

  it('uses the endpoint of the page config, adding to a query it already has', () => {
    setPageConfig({ endpoints: { searchSuggestions: '/api/suggest?lang=de' } });
    expect(suggestionsUrl('ann')).toBe('/api/suggest?lang=de&term=ann');
  });
});

describe('SuggestionsQuery', () => {
  it(`asks nothing for ${SUGGESTIONS_MIN_CHARS - 1} characters and asks for ${SUGGESTIONS_MIN_CHARS}`, async () => {
    const server = stubFetch({ text: answerFor('Anna') });
    const { query, seen } = createQuery();

    query.update('an');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS * 4);
    expect(server.calls).toHaveLength(0);
    expect(seen.tooShort).toBe(1);

    query.update('ann');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    expect(server.calls.map((call) => [call.method, call.url])).toEqual([['GET', '/search_suggestions?term=ann']]);
    expect(server.calls[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(seen.answers).toEqual([{ term: 'ann', labels: ['Anna'] }]);
  });

  it('counts the characters without the surrounding spaces, and sends the trimmed term', async () => {
    const server = stubFetch({ text: '[]' });
    const { query } = createQuery();

    query.update('  an  ');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    expect(server.calls).toHaveLength(0);
    query.update(' ann ');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    expect(server.calls.map((call) => call.url)).toEqual(['/search_suggestions?term=ann']);
  });

  it(`waits ${SUGGESTIONS_DELAY_MS} ms after the last change before asking`, async () => {
    const server = stubFetch({ text: '[]' });
    const { query } = createQuery();

    query.update('ann');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS - 1);
    expect(server.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(1);
  });

  it('makes exactly one request per pause when typed at 100 ms a key, for the text at the pause', async () => {
    const server = stubFetch({ text: '[]' });
    const { query } = createQuery();

    await typeSlowly(query, 'annabel', 100);
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    expect(server.calls.map((call) => call.url)).toEqual(['/search_suggestions?term=annabel']);

    await typeSlowly(query, 'annabel berlin', 100, 'annabel');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS * 3);
    expect(server.calls.map((call) => call.url)).toEqual([
      '/search_suggestions?term=annabel',
      '/search_suggestions?term=annabel+berlin',
    ]);
  });

  it('aborts the older request when a newer query is sent, and reports only the newer answer', async () => {
    const server = stubFetch('held');
    const { query, seen } = createQuery();

    query.update('ann');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    query.update('anna');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);

    expect(server.calls).toHaveLength(2);
    expect(server.calls[0]?.signal?.aborted).toBe(true);
    expect(server.calls[1]?.signal?.aborted).toBe(false);
    server.calls[1]?.respond(answerFor('Anna'));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.answers).toEqual([{ term: 'anna', labels: ['Anna'] }]);
    expect(seen.failures).toEqual([]);
  });

  it('never reports an answer that arrives after the text changed, but keeps it for later', async () => {
    const server = stubFetch('held');
    const { query, seen } = createQuery();

    query.update('ann');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    query.update('anna'); // typed on: the new query is still waiting for its pause
    server.calls[0]?.respond(answerFor('Ann old'));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.answers).toEqual([]);

    query.update('ann'); // back to the old term: its late answer now comes from the cache
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    expect(server.calls).toHaveLength(1);
    expect(seen.answers).toEqual([{ term: 'ann', labels: ['Ann old'] }]);
  });

  it('reports nothing for an answer that arrives after the text became too short, and cancels its request', async () => {
    const server = stubFetch('held');
    const { query, seen } = createQuery();

    query.update('ann');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    query.update('an');
    expect(server.calls[0]?.signal?.aborted).toBe(true);
    expect(seen.tooShort).toBe(1);
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    expect(seen.answers).toEqual([]);
    expect(seen.failures).toEqual([]);
  });

  it('answers a repeated term from its cache without a request', async () => {
    const server = stubFetch({ text: answerFor('Anna') }, { text: answerFor('Annabel') });
    const { query, seen } = createQuery();

    query.update('ann');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    query.update('anna');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    query.update('ann');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);

    expect(server.calls.map((call) => call.url)).toEqual(['/search_suggestions?term=ann', '/search_suggestions?term=anna']);
    expect(seen.answers).toEqual([
      { term: 'ann', labels: ['Anna'] },
      { term: 'anna', labels: ['Annabel'] },
      { term: 'ann', labels: ['Anna'] },
    ]);
  });

  it('caches empty answers too', async () => {
    const server = stubFetch({ text: '[]' });
    const { query, seen } = createQuery();

    for (const term of ['zzz', 'zzzz', 'zzz']) {
      query.update(term);
      await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    }
    expect(server.calls).toHaveLength(2);
    expect(seen.answers.at(-1)).toEqual({ term: 'zzz', labels: [] });
  });

  it(`keeps the last ${SUGGESTIONS_CACHE_SIZE} terms: the oldest one is asked again`, async () => {
    const server = stubFetch({ text: '[]' });
    const { query } = createQuery();
    const terms = Array.from({ length: SUGGESTIONS_CACHE_SIZE + 1 }, (_, index) => `term${index}`);

    for (const term of terms) {
      query.update(term);
      await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    }
    expect(server.calls).toHaveLength(SUGGESTIONS_CACHE_SIZE + 1);
    query.update(terms[SUGGESTIONS_CACHE_SIZE]!);
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    query.update(terms[1]!);
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    expect(server.calls).toHaveLength(SUGGESTIONS_CACHE_SIZE + 1);
    query.update(terms[0]!);
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    expect(server.calls).toHaveLength(SUGGESTIONS_CACHE_SIZE + 2);
  });

  describe('when the call fails', () => {
    it.each<[string, FetchAnswer, string]>([
      ['an HTTP 500 answer', { text: 'Internal Server Error', status: 500 }, 'http'],
      ['a network failure', 'network-error', 'network'],
      ['a PHP error page instead of JSON', { text: '<br />\n<b>Fatal error</b>' }, 'malformed'],
      ['a JSON answer that is not a list', { text: '{"STATUS":"error","MESSAGE":"Search is not available right now."}' }, 'malformed'],
    ])('reports %s once as a failure, and caches nothing', async (_case, answer, failure) => {
      const server = stubFetch(answer);
      const { query, seen } = createQuery();

      query.update('ann');
      await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
      expect(seen.failures).toHaveLength(1);
      expect(seen.failures[0]).toBeInstanceOf(RequestError);
      expect((seen.failures[0] as RequestError).failure).toBe(failure);
      expect(seen.answers).toEqual([]);

      query.update('anna');
      query.update('ann');
      await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
      expect(server.calls).toHaveLength(2);
    });

    it('reports a timeout after the page config timeout', async () => {
      setPageConfig({ requestTimeoutMs: 1000 });
      const server = stubFetch('never');
      const { query, seen } = createQuery();

      query.update('ann');
      await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS + 999);
      expect(seen.failures).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(server.calls[0]?.signal?.aborted).toBe(true);
      expect((seen.failures[0] as RequestError).failure).toBe('timeout');
    });

    it('does not report the failure of a request that a newer text made outdated', async () => {
      const server = stubFetch('held');
      const { query, seen } = createQuery();

      query.update('ann');
      await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
      query.update('anna');
      server.calls[0]?.respond('Internal Server Error', 500);
      await vi.advanceTimersByTimeAsync(0);
      expect(seen.failures).toEqual([]);
    });
  });

  it('cancel() drops the pending pause and aborts the running request without a report', async () => {
    const server = stubFetch('held');
    const { query, seen } = createQuery();

    query.update('ann');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    query.update('anna');
    query.cancel();
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS * 2);

    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.signal?.aborted).toBe(true);
    expect(seen).toEqual({ answers: [], failures: [], tooShort: 0 });
  });

  it('dispose() stops it for good', async () => {
    const server = stubFetch({ text: '[]' });
    const { query, seen } = createQuery();

    query.dispose();
    query.update('ann');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    expect(server.calls).toHaveLength(0);
    expect(seen.tooShort).toBe(0);
  });
});
