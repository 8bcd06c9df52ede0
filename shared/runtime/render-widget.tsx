import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
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
 * The runtime's step behind `defineWidget({ component })`: renders the component into its root in
 * the root's WidgetBoundary and returns the unmount function. With `markup: 'component'` the
 * component's output takes the place of the server markup in this same task (nothing paints in
 * between) and the unmount function puts the very same server nodes back; with `'server'` it runs
 * in a detached container and acts on the root through its props. A component that throws while
 * mounting (its first render, or an effect of it) is unmounted, leaves the server markup as it was
 * and throws, so the runtime reports a failed mount and never marks the root mounted; later
 * failures are reported through the context and leave nothing rendered.
 */
export function mountComponent<Options>(
  Component: (props: WidgetProps<Options>) => ReactNode,
  markup: WidgetMarkup,
  props: WidgetProps<Options>,
): () => void {
  // undefined while mounting, then null: from then on the context reports.
  let failure: { readonly error: unknown } | undefined | null;
  const context: WidgetContext = {
    ...props.context,
    reportError: (error, phase) => (failure === null ? props.context.reportError(error, phase) : void (failure ??= { error })),
  };
  // Rendering anew rather than hydrating: Preact's hydrate keeps server attributes that differ from
  // the first render and drops the template's whitespace and comments, and React 19's re-renders
  // the whole root on any mismatch; a fresh render in the same task costs no paint.
  const node = <Component {...props} />;
  const undo = markup === 'component' ? renderWidget(props.root, node, context) : attachBehaviour(node, context);
  if (failure) {
    undo();
    throw failure.error;
  }
  failure = null;
  return undo;
}
