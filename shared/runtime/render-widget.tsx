import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { boundaryRootOptions, WidgetBoundary } from './widget-boundary.tsx';
import type { WidgetContext } from './widget-definition.ts';

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
