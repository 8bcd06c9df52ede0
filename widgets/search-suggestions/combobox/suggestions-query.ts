import { SUGGESTIONS_CACHE_SIZE, SUGGESTIONS_DELAY_MS, SUGGESTIONS_MIN_CHARS } from '../../../shared/constants.ts';
import { isAbort } from '../../../shared/http/request-error.ts';
import { LruCache } from './lru-cache.ts';
import type { SuggestionItem } from './suggestion-items.ts';

/** What the query tells its owner. */
export interface SuggestionsQueryHandlers {
  /** Fetches the suggestions of `term`; rejects with an `aborted` RequestError when `signal` aborts. */
  readonly load: (term: string, signal: AbortSignal) => Promise<readonly SuggestionItem[]>;
  /** The answer for the term in the input now (from the server or the cache). */
  readonly onAnswer: (term: string, items: readonly SuggestionItem[]) => void;
  /** The text became too short: whatever is shown must go. */
  readonly onTooShort: () => void;
  /** The call for the term in the input now failed (never for a cancelled or outdated call). */
  readonly onFailure: (error: unknown) => void;
}

/**
 * Turns the input's text into suggestion calls (spec §5, §9): a call starts SUGGESTIONS_DELAY_MS
 * after the last change of a text of at least SUGGESTIONS_MIN_CHARS characters (trimmed); a newer
 * call aborts the older one; an answer is reported only while its term is still the input's; and
 * the last SUGGESTIONS_CACHE_SIZE answers are reused without a call.
 */
export class SuggestionsQuery {
  readonly #handlers: SuggestionsQueryHandlers;
  readonly #cache = new LruCache<readonly SuggestionItem[]>(SUGGESTIONS_CACHE_SIZE);
  #latestTerm = '';
  #timer: ReturnType<typeof setTimeout> | undefined;
  #call: AbortController | null = null;
  #disposed = false;

  constructor(handlers: SuggestionsQueryHandlers) {
    this.#handlers = handlers;
  }

  /** Takes the input's new text: schedules a call, or drops everything when it is too short. */
  update(text: string): void {
    if (this.#disposed) return;
    const term = text.trim();
    this.#latestTerm = term;
    clearTimeout(this.#timer);
    if (term.length < SUGGESTIONS_MIN_CHARS) {
      this.#abortCall();
      this.#handlers.onTooShort();
      return;
    }
    this.#timer = setTimeout(() => void this.#run(term), SUGGESTIONS_DELAY_MS);
  }

  /** Drops the scheduled and the running call (a suggestion was chosen, or the input cleared). */
  cancel(): void {
    clearTimeout(this.#timer);
    this.#abortCall();
    this.#latestTerm = '';
  }

  /** Cancels everything for good; later updates are ignored. */
  dispose(): void {
    this.cancel();
    this.#disposed = true;
  }

  async #run(term: string): Promise<void> {
    const cached = this.#cache.get(term);
    if (cached) {
      this.#handlers.onAnswer(term, cached);
      return;
    }
    this.#abortCall();
    const call = new AbortController();
    this.#call = call;
    try {
      const items = await this.#handlers.load(term, call.signal);
      // A complete answer is right for its term even when the visitor has typed on meanwhile.
      this.#cache.set(term, items);
      if (this.#isCurrent(call, term)) this.#handlers.onAnswer(term, items);
    } catch (error) {
      if (!isAbort(error) && this.#isCurrent(call, term)) this.#handlers.onFailure(error);
    } finally {
      if (this.#call === call) this.#call = null;
    }
  }

  #isCurrent(call: AbortController, term: string): boolean {
    return !this.#disposed && !call.signal.aborted && term === this.#latestTerm;
  }

  #abortCall(): void {
    this.#call?.abort();
    this.#call = null;
  }
}
