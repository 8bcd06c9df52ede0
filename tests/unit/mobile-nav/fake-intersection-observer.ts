import { vi } from 'vitest';

/** An IntersectionObserver the test drives: it reports only what `report` tells it. */
export class FakeIntersectionObserver {
  static readonly instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element): void {
    this.observed.add(target);
  }

  unobserve(target: Element): void {
    this.observed.delete(target);
  }

  disconnect(): void {
    this.disconnected = true;
    this.observed.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Delivers one batch of entries: each observed target with whether it now crosses the root. */
  report(changes: ReadonlyArray<readonly [Element, boolean]>): void {
    const entries = changes
      .filter(([target]) => this.observed.has(target))
      .map(([target, isIntersecting]) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Replaces the global IntersectionObserver for one test (undone by `unstubGlobals`). */
export function stubIntersectionObserver(): typeof FakeIntersectionObserver {
  FakeIntersectionObserver.instances.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return FakeIntersectionObserver;
}

/** The one observer the widget created. */
export function theObserver(): FakeIntersectionObserver {
  const [observer, ...others] = FakeIntersectionObserver.instances;
  if (!observer || others.length > 0) throw new Error(`Expected one IntersectionObserver, found ${FakeIntersectionObserver.instances.length}.`);
  return observer;
}
