import { Fragment, type ReactElement, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { boundaryRootOptions, WidgetBoundary } from './widget-boundary.tsx';
import type { WidgetContext, WidgetMarkup, WidgetProps } from './widget-definition.ts';

/**
 * Creates a root in `container` and renders `node` in a WidgetBoundary before returning, and returns
 * the root's unmount function. Preact's first render is synchronous; React 19's would wait for its
 * scheduler, so it is flushed: a widget's DOM is in place when its mount returns, as
 * `widgets:mounted`, `data-widget-state="mounted"` and `directoryWidgets.settled()` promise.
 */
export function renderInBoundary(container: Element, node: ReactNode, onError: (error: unknown) => void): () => void {
  const root = createRoot(container, boundaryRootOptions);
  flushSync(() => root.render(<WidgetBoundary onError={onError}>{node}</WidgetBoundary>));
  return () => root.unmount();
}

/**
 * Renders `node` in place of the root's server markup and returns the unmount function, which
 * puts the server markup back. Errors while rendering are caught and reported once.
 */
export function renderWidget(element: HTMLElement, node: ReactNode, context: WidgetContext): () => void {
  const serverMarkup = Array.from(element.childNodes);
  // Preact would otherwise reuse the server nodes and keep their stale attributes.
  element.replaceChildren();
  const unmount = renderInBoundary(element, node, (error) => context.reportError(error, 'rendering'));
  return () => {
    unmount();
    element.replaceChildren(...serverMarkup);
  };
}

/**
 * Runs a component that only adds behaviour to the root's server markup (listeners, classes), in a
 * detached container, so the markup stays as the template wrote it.
 */
export function attachBehaviour(node: ReactNode, context: WidgetContext): () => void {
  return renderInBoundary(document.createElement('div'), node, (error) => context.reportError(error, 'running'));
}

/**
 * One React root, on a detached container, for many widget roots: each is an entry of a keyed list,
 * in its own WidgetBoundary, rendering into its widget root through a portal when it owns the
 * markup. A listing's roots then cost one createRoot and one commit rather than one of each per
 * root (issue 18's mount cost). Taking an entry out re-renders the list without it (the other
 * entries are the same elements, so neither Preact nor React renders them again); the last one out
 * unmounts the React root, so a host holds nothing once its roots are gone.
 */
class WidgetHost {
  #root: Root | null = null;
  readonly #entries = new Map<number, ReactElement>();
  #keys = 0;

  /**
   * Adds `node` in its own boundary, rendered into `into` when given (a portal, the boundary inside
   * it: Preact's portal is a render of its own, which a boundary outside it would not catch), by the
   * next commit. Returns its key.
   */
  add(node: ReactNode, onError: (error: unknown) => void, into: Element | null): number {
    const key = ++this.#keys;
    const boundary = (
      <WidgetBoundary key={key} onError={onError}>
        {node}
      </WidgetBoundary>
    );
    // A portal keyed by a fragment: Preact's createPortal takes no key.
    this.#entries.set(key, into ? <Fragment key={key}>{createPortal(boundary, into)}</Fragment> : boundary);
    return key;
  }

  /** Takes the entry out and commits at once, so its cleanups have run when this returns. */
  remove(key: number): void {
    if (!this.#entries.delete(key)) return;
    if (this.#entries.size > 0) this.commit();
    else {
      this.#root?.unmount();
      this.#root = null;
    }
  }

  /** Renders every entry and commits before returning (React 19 would wait for its scheduler). */
  commit(): void {
    if (this.#entries.size === 0) return;
    const root = (this.#root ??= createRoot(document.createElement('div'), boundaryRootOptions));
    flushSync(() => root.render([...this.#entries.values()]));
  }
}

/** The host of the batch being mounted (mountBatch), or null: each mount then has a host of its own. */
let batchHost: WidgetHost | null = null;
/** What to check once the batch has committed: one per root mounted in it. */
let afterBatch: (() => void)[] = [];

/**
 * Runs `mountEach`, in which every mountComponent adds its root to ONE host, then commits them all
 * at once: the runtime mounts the roots of a widget that arrive together (one chunk load, one
 * MutationObserver callback) this way. A root whose component fails while mounting is taken out
 * and reported as a `mounting` failure through its context; the others stay mounted.
 */
export function mountBatch(mountEach: () => void): void {
  const host = (batchHost = new WidgetHost());
  const checks: (() => void)[] = [];
  afterBatch = checks;
  try {
    mountEach();
  } finally {
    batchHost = null;
    afterBatch = [];
  }
  host.commit();
  for (const check of checks) check();
}

/** What a component threw (or reported) while mounting. */
type Failure = { readonly error: unknown };

/**
 * The runtime's step behind `defineWidget({ component })`: renders the component into its root in
 * the root's WidgetBoundary and returns the unmount function. With `markup: 'component'` the
 * component's output takes the place of the server markup in this same task (nothing paints in
 * between), through a portal, and the unmount function puts the very same server nodes back; with
 * `'server'` its output stays in the host's detached container and it acts on the root through its
 * props. A component that throws while mounting (its first render, or an effect of it) is
 * unmounted and leaves the server markup as it was: alone, mountComponent throws, so the runtime
 * reports a failed mount and never marks the root mounted; in a batch (mountBatch) it is reported
 * through the context as a `mounting` failure, which does the same. Later failures are reported
 * through the context and leave nothing rendered.
 */
export function mountComponent<Options>(
  Component: (props: WidgetProps<Options>) => ReactNode,
  markup: WidgetMarkup,
  props: WidgetProps<Options>,
): () => void {
  const host = batchHost ?? new WidgetHost();
  const { root, context: outer } = props;
  // undefined while mounting, then null: from then on the context reports.
  let failure: Failure | undefined | null;
  const context: WidgetContext = {
    ...outer,
    reportError: (error, phase) => (failure === null ? outer.reportError(error, phase) : void (failure ??= { error })),
  };
  // Rendering anew rather than hydrating: Preact's hydrate keeps server attributes that differ from
  // the first render and drops the template's whitespace and comments, and React 19's re-renders
  // the whole root on any mismatch; a fresh render in the same task costs no paint.
  const node = <Component root={root} options={props.options} context={context} />;
  const serverMarkup = markup === 'component' ? Array.from(root.childNodes) : null;
  // Preact would otherwise reuse the server nodes and keep their stale attributes.
  if (serverMarkup) root.replaceChildren();
  const key = host.add(node, (error) => context.reportError(error, serverMarkup ? 'rendering' : 'running'), serverMarkup && root);
  let done = false;
  const undo = () => {
    if (done) return;
    done = true;
    host.remove(key);
    if (serverMarkup) root.replaceChildren(...serverMarkup);
  };
  const settle = (): Failure | undefined | null => {
    const failed = failure;
    failure = null;
    if (failed) undo();
    return failed;
  };
  if (host === batchHost) {
    afterBatch.push(() => {
      const failed = settle();
      if (failed) outer.reportError(failed.error, 'mounting');
    });
    return undo;
  }
  host.commit();
  const failed = settle();
  if (failed) throw failed.error;
  return undo;
}
