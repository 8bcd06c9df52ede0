import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { boundaryRootOptions, WidgetBoundary } from './widget-boundary.tsx';
import type { WidgetContext } from './widget-definition.ts';

/**
 * Renders `node` in place of the root's server markup and returns the unmount function, which
 * puts the server markup back. Errors while rendering are caught and reported once.
 */
export function renderWidget(element: HTMLElement, node: ReactNode, context: WidgetContext): () => void {
  const serverMarkup = Array.from(element.childNodes);
  // Preact would otherwise reuse the server nodes and keep their stale attributes.
  element.replaceChildren();
  const root = createRoot(element, boundaryRootOptions);
  root.render(<WidgetBoundary onError={(error) => context.reportError(error, 'rendering')}>{node}</WidgetBoundary>);
  return () => {
    root.unmount();
    element.replaceChildren(...serverMarkup);
  };
}

/**
 * Runs a component that only adds behaviour to the root's server markup (listeners, classes), in a
 * detached container, so the markup stays as the template wrote it.
 */
export function attachBehaviour(node: ReactNode, context: WidgetContext): () => void {
  const root = createRoot(document.createElement('div'), boundaryRootOptions);
  root.render(<WidgetBoundary onError={(error) => context.reportError(error, 'running')}>{node}</WidgetBoundary>);
  return () => root.unmount();
}
