import { vi } from 'vitest';

/** A stubbed `matchMedia` whose viewport width the test sets, firing `change` like a resize. */
export interface ViewportStub {
  /** Every query the page asked about, in order. */
  readonly queries: string[];
  /** Change listeners currently registered, over every media query list handed out. */
  listenerCount(): number;
  /** Resizes the viewport: each list whose `matches` flips fires `change`. */
  resize(width: number): void;
}

type ChangeListener = (event: MediaQueryListEvent) => void;

/** Evaluates the only query form the widgets use, `(max-width: Npx)`; anything else throws. */
function evaluate(query: string, width: number): boolean {
  const match = /^\(max-width: (\d+(?:\.\d+)?)px\)$/.exec(query);
  if (!match) throw new Error(`The viewport stub does not understand the media query ${query}.`);
  return width <= Number(match[1]);
}

/**
 * Replaces `window.matchMedia` (undone after each test by `unstubGlobals`) with lists that answer
 * for a viewport `width` pixels wide.
 */
export function stubViewport(width: number): ViewportStub {
  let current = width;
  const queries: string[] = [];
  const lists: { list: MediaQueryList; listeners: Set<ChangeListener>; matches: boolean }[] = [];
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
    queries.push(query);
    const listeners = new Set<ChangeListener>();
    const record = { list: null as unknown as MediaQueryList, listeners, matches: evaluate(query, current) };
    record.list = {
      media: query,
      get matches() {
        return record.matches;
      },
      onchange: null,
      addEventListener: (type: string, listener: ChangeListener) => {
        if (type === 'change') listeners.add(listener);
      },
      removeEventListener: (type: string, listener: ChangeListener) => {
        if (type === 'change') listeners.delete(listener);
      },
      addListener: (listener: ChangeListener) => listeners.add(listener),
      removeListener: (listener: ChangeListener) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
    lists.push(record);
    return record.list;
  });
  return {
    queries,
    listenerCount: () => lists.reduce((sum, record) => sum + record.listeners.size, 0),
    resize(next) {
      current = next;
      for (const record of lists) {
        const matches = evaluate(record.list.media, next);
        if (matches === record.matches) continue;
        record.matches = matches;
        // A real MediaQueryListEvent's type: listeners that dispatch by type (useEventListener) read it.
        const event = { type: 'change', matches, media: record.list.media } as MediaQueryListEvent;
        for (const listener of [...record.listeners]) listener(event);
      }
    },
  };
}

/** One IntersectionObserver the page created, with what it watches and whether it was disconnected. */
export interface FakeIntersectionObserver {
  readonly options: IntersectionObserverInit | undefined;
  readonly targets: Set<Element>;
  disconnected: boolean;
  /** Reports each watched target as intersecting (or not), as the browser would after a scroll. */
  report(isIntersecting: boolean): void;
}

/**
 * Replaces `IntersectionObserver` with fakes that only report when the test says so, and returns
 * the list of every observer created.
 */
export function stubIntersectionObserver(): FakeIntersectionObserver[] {
  const created: FakeIntersectionObserver[] = [];
  class StubbedIntersectionObserver {
    readonly #fake: FakeIntersectionObserver;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      const targets = new Set<Element>();
      const fake: FakeIntersectionObserver = {
        options,
        targets,
        disconnected: false,
        report: (isIntersecting) => {
          if (fake.disconnected || targets.size === 0) return;
          const entries = [...targets].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
          callback(entries, this as unknown as IntersectionObserver);
        },
      };
      this.#fake = fake;
      created.push(fake);
    }
    observe(target: Element) {
      this.#fake.targets.add(target);
    }
    unobserve(target: Element) {
      this.#fake.targets.delete(target);
    }
    disconnect() {
      this.#fake.targets.clear();
      this.#fake.disconnected = true;
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', StubbedIntersectionObserver);
  return created;
}

/** The observers of `created` still connected and watching something. */
export function liveObservers(created: readonly FakeIntersectionObserver[]): FakeIntersectionObserver[] {
  return created.filter((observer) => !observer.disconnected && observer.targets.size > 0);
}

interface HappyDomSettings {
  fetch: { interceptor: { beforeAsyncRequest?: (context: { request: Request }) => Promise<Response | void> } | null };
}

/**
 * Answers every page happy-dom loads into an iframe with a tiny HTML page (so frames fire `load`
 * without any network), and returns the URLs requested. Call the returned `restore` after the test.
 */
export function stubFramePages(): { readonly requested: string[]; restore(): void } {
  const settings = (window as unknown as { happyDOM: { settings: HappyDomSettings } }).happyDOM.settings;
  const previous = settings.fetch.interceptor;
  const requested: string[] = [];
  settings.fetch.interceptor = {
    beforeAsyncRequest: async ({ request }) => {
      requested.push(request.url);
      return new Response('<!doctype html><title>Stand-in ad</title><p>Ad</p>', {
        status: 200,
        headers: { 'content-type': 'text/html' },
      });
    },
  };
  return {
    requested,
    restore: () => {
      settings.fetch.interceptor = previous;
    },
  };
}
