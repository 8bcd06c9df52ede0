import type { ReactElement, ReactNode } from 'react';
import { flushSync } from 'react-dom';
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
 * One React root for many widget roots: each is an entry of a keyed list, in its own WidgetBoundary.
 * A batch's 'server' roots share hosts on a detached container, so a listing's roots cost one
 * createRoot per HOST_SIZE roots rather than one per root (issue 18's mount cost); a 'component'
 * root has a host of its own on the root itself (a portal would cost Preact a render of its own
 * all the same). Taking an entry out re-renders the list without it (the other entries are the same
 * elements, so neither Preact nor React renders them again, but both walk the list: HOST_SIZE
 * bounds that walk); the last one out unmounts the React root, so a host holds nothing once its
 * roots are gone. Plain objects and functions rather than a class: this ships on every page with a
 * component, and minifies smaller.
 */
interface Host {
  /** The element the host renders into; a detached one when null. */
  readonly container: Element | null;
  readonly entries: Map<number, ReactElement>;
  root?: Root | undefined;
}

/**
 * The most roots one host takes in a batch: removing a root re-renders its host's list, so a listing
 * of 2000 roots that leaves the page costs 2000 walks of at most this many entries, not of 2000.
 */
const HOST_SIZE = 100;

let lastKey = 0;

/** Renders every entry of `host`; committed by the flushSync around it. */
function renderHost(host: Host): void {
  host.root ??= createRoot(host.container ?? document.createElement('div'), boundaryRootOptions);
  host.root.render([...host.entries.values()]);
}

/** A batch being mounted (mountBatch): its hosts, the last one filling, and what to check after its commit. */
interface Batch {
  readonly hosts: Host[];
  readonly checks: (() => void)[];
}
let batch: Batch | null = null;

/** The host a mount of `batch` adds its root to: the batch's last one while it has room, else a new one. */
function hostFor(current: Batch, container: Element | null): Host {
  let host = current.hosts.at(-1);
  if (container || !host || host.container || host.entries.size >= HOST_SIZE) {
    host = { container, entries: new Map() };
    current.hosts.push(host);
  }
  return host;
}

/**
 * Runs `mountEach`, in which every mountComponent adds its root to a shared host (one per
 * HOST_SIZE roots), then commits them all at once: the runtime mounts the roots of a widget that arrive together (one chunk load, one
 * MutationObserver callback) this way. A root whose component fails while mounting is taken out
 * and reported as a `mounting` failure through its context; the others stay mounted.
 */
export function mountBatch(mountEach: () => void): void {
  const current: Batch = { hosts: [], checks: [] };
  batch = current;
  try {
    mountEach();
  } finally {
    batch = null;
  }
  flushSync(() => {
    for (const host of current.hosts) renderHost(host);
  });
  for (const check of current.checks) check();
}

/**
 * The runtime's step behind `defineWidget({ component })`: renders the component into its root in
 * the root's WidgetBoundary and returns the unmount function; outside a batch, the root is a batch
 * of its own. With `markup: 'component'` the component's output takes the place of the server
 * markup in this same task (nothing paints in between), in a React root of its own on the root,
 * and the unmount function puts the very same server nodes back; with `'server'` its output stays
 * in a shared host's detached container and it acts on the root through its props. A component
 * that throws while mounting (its first render, or an effect of it) is unmounted, leaves the server
 * markup as it was and is reported through the context as a `mounting` failure, so the runtime
 * never marks its root mounted; later failures are reported through the context (`rendering` or
 * `running`) and leave nothing rendered.
 */
export function mountComponent<Options>(
  Component: (props: WidgetProps<Options>) => ReactNode,
  markup: WidgetMarkup,
  props: WidgetProps<Options>,
): () => void {
  const current = batch;
  if (!current) {
    let undo = () => undefined as void;
    mountBatch(() => {
      undo = mountComponent(Component, markup, props);
    });
    return undo;
  }
  const { root, context: outer } = props;
  // undefined while mounting, then null: from then on the context reports.
  let failure: { readonly error: unknown } | undefined | null;
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
  const host = hostFor(current, serverMarkup && root);
  const key = ++lastKey;
  host.entries.set(
    key,
    <WidgetBoundary key={key} onError={(error) => context.reportError(error, serverMarkup ? 'rendering' : 'running')}>
      {node}
    </WidgetBoundary>,
  );
  // Commits at once, so that the root's cleanups have run when it returns; a second call does nothing.
  const undo = () => {
    if (!host.entries.delete(key)) return;
    if (host.entries.size > 0) flushSync(() => renderHost(host));
    else {
      host.root?.unmount();
      host.root = undefined;
    }
    if (serverMarkup) root.replaceChildren(...serverMarkup);
  };
  current.checks.push(() => {
    const failed = failure;
    failure = null;
    if (!failed) return;
    undo();
    outer.reportError(failed.error, 'mounting');
  });
  return undo;
}
