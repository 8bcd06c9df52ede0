import { Component, type ReactNode } from 'react';
import type { RootOptions } from 'react-dom/client';

interface WidgetBoundaryProps {
  readonly onError: (error: unknown) => void;
  readonly children: ReactNode;
}

/** Catches what a widget throws while rendering, reports it and renders nothing in its place. */
export class WidgetBoundary extends Component<WidgetBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The options of every root whose tree is wrapped in a WidgetBoundary. The boundary reports what it
 * catches once, through the widget context; React 19 would log it to the console a second time (its
 * default `onCaughtError`). Preact's createRoot takes no options and logs nothing.
 */
export const boundaryRootOptions: RootOptions = { onCaughtError: () => undefined };
