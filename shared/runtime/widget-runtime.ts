import { markup, type WidgetRootState } from '../markup.ts';
import { describeElement } from './describe-element.ts';
import { earlyTapListener } from './early-taps.ts';
import { mountRoot } from './mount-root.ts';
import { reportProblemOnce } from './report-problem.ts';
import type { WidgetContext, WidgetDefinition, WidgetRegistry } from './widget-definition.ts';
import { dispatchWidgetEvent } from './widget-events.ts';

type MountPhase = 'loading' | 'mounted' | 'failed';

interface MountRecord {
  phase: MountPhase;
  unmount?: (() => void) | null;
  /** Set when the root left the page or was unmounted before its chunk arrived. */
  cancelled: boolean;
}

/** One mounted (or mounting) root, as the public API lists it. */
export interface MountedRootInfo {
  readonly element: HTMLElement;
  readonly widgets: Readonly<Record<string, MountPhase>>;
}

/**
 * Finds `[data-widget]` roots, loads each widget's chunk once, mounts every root once and unmounts
 * roots that leave the page. One MutationObserver covers roots added, removed or renamed later.
 */
export class WidgetRuntime {
  readonly #registry: WidgetRegistry;
  readonly #records = new Map<HTMLElement, Map<string, MountRecord>>();
  readonly #definitions = new Map<string, Promise<WidgetDefinition>>();
  /** Roots waiting for a widget's chunk: one promise per chunk load, not per root (issue 10). */
  readonly #waiting = new Map<string, [HTMLElement, MountRecord, WidgetContext][]>();
  readonly #pending = new Set<Promise<void>>();
  readonly #observer: MutationObserver;
  /** Holds a tap on a root still loading until it has mounted (early-taps.ts). */
  readonly #earlyTap = earlyTapListener(
    (root) => !root.hasAttribute(markup.stateAttribute) && [...(this.#records.get(root as HTMLElement)?.values() ?? [])].some((item) => item.phase === 'loading'),
    // Something is still loading while a chunk is pending: a held dialog trigger waits for it all.
    () => (this.#pending.size > 0 ? this.settled() : undefined),
  );
  #started = false;

  constructor(registry: WidgetRegistry) {
    this.#registry = registry;
    this.#observer = new MutationObserver((mutations) => this.#onMutations(mutations));
  }

  /** Mounts the roots on the page and starts watching for roots added or removed later. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#observer.observe(document.documentElement, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: [markup.widgetAttribute],
    });
    document.addEventListener('click', this.#earlyTap, true);
    this.mount(document.documentElement);
  }

  /** Stops watching and unmounts every root. */
  stop(): void {
    this.#observer.disconnect();
    document.removeEventListener('click', this.#earlyTap, true);
    this.#started = false;
    this.unmount(document.documentElement);
  }

  /** Mounts every root in `subtree` (itself included) that is not mounted yet. */
  mount(subtree: Element): void {
    const roots = [...subtree.querySelectorAll<HTMLElement>(`[${markup.widgetAttribute}]`)];
    // A held root whose data-widget was removed is synced too, so its widgets unmount.
    if (subtree instanceof HTMLElement && (subtree.hasAttribute(markup.widgetAttribute) || this.#records.has(subtree))) {
      roots.unshift(subtree);
    }
    // One root's failure, whatever it is, never stops the others (issue 17).
    for (const root of roots) {
      try {
        this.#sync(root);
      } catch (error) {
        reportProblemOnce('sync', `[widgets] ${describeElement(root)} failed while mounting; the rest of the page keeps working.`, error, root);
        root.setAttribute(markup.stateAttribute, 'error');
      }
    }
  }

  /** Unmounts every root in `subtree` (itself included). */
  unmount(subtree: Element): void {
    for (const element of [...this.#records.keys()]) {
      if (subtree === element || subtree.contains(element)) this.#unmountElement(element);
    }
  }

  /** Lists the roots the runtime holds, with each widget's phase. */
  roots(): MountedRootInfo[] {
    return [...this.#records].map(([element, records]) => ({
      element,
      widgets: Object.fromEntries([...records].map(([name, record]) => [name, record.phase])),
    }));
  }

  /** Resolves once every chunk requested so far has loaded and mounted (or failed). */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all(this.#pending);
  }

  #onMutations(mutations: MutationRecord[]): void {
    let removed = false;
    const added: Element[] = [];
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') added.push(mutation.target as Element);
      removed ||= mutation.removedNodes.length > 0;
      for (const node of mutation.addedNodes) if (node instanceof Element) added.push(node);
    }
    // Removals first, so a root that was moved (removed and re-added) stays mounted.
    if (removed) for (const element of [...this.#records.keys()]) if (!element.isConnected) this.#unmountElement(element);
    for (const element of added) if (element.isConnected) this.mount(element);
  }

  /** Brings one element's mounted widgets in line with its `data-widget` names. */
  #sync(element: HTMLElement): void {
    const names = (element.getAttribute(markup.widgetAttribute) ?? '').split(/\s+/);
    const records = this.#records.get(element) ?? new Map<string, MountRecord>();
    for (const name of [...records.keys()]) if (!names.includes(name)) this.#unmountWidget(element, records, name);
    for (const name of names) if (name && !records.has(name)) this.#mountWidget(element, records, name);
    if (records.size > 0) {
      this.#records.set(element, records);
      this.#explainIfFailed(element);
    } else if (this.#records.delete(element)) {
      element.removeAttribute(markup.stateAttribute);
    }
  }

  #mountWidget(element: HTMLElement, records: Map<string, MountRecord>, name: string): void {
    const record: MountRecord = { phase: 'loading', cancelled: false };
    records.set(name, record);
    // Own names only: `constructor`, `toString` or `__proto__` are the registry object's, not widgets.
    const loader = Object.hasOwn(this.#registry, name) ? this.#registry[name] : undefined;
    if (!loader) {
      const known = Object.keys(this.#registry).join(', ');
      reportProblemOnce(
        `unknown:${name}`,
        `[widgets] ${describeElement(element)} names an unknown widget "${name}" in ${markup.widgetAttribute}; known widgets: ${known}.`,
        undefined,
        element,
      );
      this.#settle(element, record, 'failed');
      return;
    }
    const context = this.#createContext(element, name, record);
    let waiting = this.#waiting.get(name);
    if (!waiting) {
      const roots: [HTMLElement, MountRecord, WidgetContext][] = (waiting = []);
      this.#waiting.set(name, roots);
      let definition = this.#definitions.get(name);
      if (!definition) {
        // Through a promise: a loader that throws fails its roots as a failed load does.
        definition = Promise.resolve().then(loader).then((module) => module.default);
        // A failed load may be a passing network fault: the next root tries again.
        definition.catch(() => this.#definitions.delete(name));
        this.#definitions.set(name, definition);
      }
      this.#track(
        definition.then(
          (definition) => {
            this.#waiting.delete(name);
            const mountEach = () => {
              for (const [root, item, rootContext] of roots) if (!item.cancelled) item.unmount = mountRoot(definition, root, rootContext);
            };
            // The roots that arrived together render together: one React root, one commit.
            try {
              if (definition.batch) definition.batch(mountEach);
              else mountEach();
            } catch (error) {
              // Not a root's own failure (its boundary reports those): the batch's commit failed.
              for (const [, item, rootContext] of roots) if (item.phase === 'loading') rootContext.reportError(error, 'mounting');
              return;
            }
            // Marked once every root's DOM is in place; a root that failed meanwhile stays failed.
            for (const [root, item] of roots) {
              if (item.cancelled || item.phase !== 'loading') continue;
              this.#settle(root, item, item.unmount ? 'mounted' : 'failed');
              if (item.unmount) dispatchWidgetEvent(root, 'mounted', { widget: name });
            }
          },
          (error: unknown) => {
            this.#waiting.delete(name);
            for (const [, item, rootContext] of roots) if (!item.cancelled) rootContext.reportError(error, 'loading');
          },
        ),
      );
    }
    waiting.push([element, record, context]);
  }

  #createContext(element: HTMLElement, widget: string, record: MountRecord): WidgetContext {
    return {
      widget,
      reportError: (error, phase) => {
        reportProblemOnce(
          `error:${widget}:${phase}`,
          `[widgets] "${widget}" failed while ${phase} on ${describeElement(element)}; the rest of the page keeps working.`,
          error,
          element,
        );
        if (!record.cancelled) this.#settle(element, record, 'failed');
        dispatchWidgetEvent(element, 'error', { widget, phase, error });
      },
      reportProblem: (key, message, about) => {
        const where = about && about !== element ? ` (${describeElement(about)})` : '';
        reportProblemOnce(`problem:${widget}:${key}`, `[widgets] "${widget}" on ${describeElement(element)}: ${message}${where}`);
      },
      dispatch: (name, detail) => {
        dispatchWidgetEvent(element, `${widget}:${name}`, detail);
      },
    };
  }

  #settle(element: HTMLElement, record: MountRecord, phase: MountPhase): void {
    record.phase = phase;
    let state: WidgetRootState | null = 'mounted';
    for (const item of this.#records.get(element)?.values() ?? [record]) {
      if (item.phase === 'failed') {
        state = 'error';
        break;
      }
      if (item.phase !== 'mounted') state = null;
    }
    if (state) element.setAttribute(markup.stateAttribute, state);
    else element.removeAttribute(markup.stateAttribute);
    if (phase === 'failed') this.#explainIfFailed(element);
  }

  /**
   * Has a held root whose every widget failed explain its disabled controls, which would stay dead
   * (explain-failed-root.ts). That code is a chunk of its own, loaded on the first failure: widgets.js
   * is on every page, failures are rare. A load that fails too leaves the console's report alone.
   */
  #explainIfFailed(element: HTMLElement): void {
    const records = this.#records.get(element);
    if (!records || [...records.values()].some((item) => item.phase !== 'failed')) return;
    this.#track(import('./explain-failed-root.ts').then((module) => void module.explainFailedRoot(element, markup), () => undefined));
  }

  /** Counts `task` (which never rejects) in what settled() waits for. */
  #track(task: Promise<void>): void {
    this.#pending.add(task);
    void task.finally(() => this.#pending.delete(task));
  }

  #unmountElement(element: HTMLElement): void {
    const records = this.#records.get(element);
    if (!records) return;
    for (const name of [...records.keys()]) this.#unmountWidget(element, records, name);
    this.#records.delete(element);
    element.removeAttribute(markup.stateAttribute);
  }

  #unmountWidget(element: HTMLElement, records: Map<string, MountRecord>, name: string): void {
    const record = records.get(name);
    if (!record) return;
    records.delete(name);
    record.cancelled = true;
    if (!record.unmount) return;
    try {
      record.unmount();
    } catch (error) {
      reportProblemOnce(
        `error:${name}:unmounting`,
        `[widgets] "${name}" failed while unmounting on ${describeElement(element)}.`,
        error,
        element,
      );
    }
    const detail = { widget: name, element };
    dispatchWidgetEvent(element, 'unmounted', detail);
    // A root removed from the page cannot bubble its event to document, where other scripts listen.
    if (!element.isConnected) dispatchWidgetEvent(document, 'unmounted', detail);
  }
}
