import { Component, type ReactNode } from 'react';

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
