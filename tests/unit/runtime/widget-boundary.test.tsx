import { render as renderRoot } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetBoundary } from '../../../shared/runtime/widget-boundary.tsx';
import { flushTasks } from '../support/dom-fixture.ts';

const failure = new Error('child failed');

function Broken(): null {
  throw failure;
}

let container: HTMLElement;
let unmount: () => void = () => {};

afterEach(() => {
  unmount();
  container?.remove();
});

function render(node: ReactNode): void {
  ({ container, unmount } = renderRoot(node));
}

describe('WidgetBoundary', () => {
  it('renders its children when they render fine', () => {
    const onError = vi.fn();

    render(
      <WidgetBoundary onError={onError}>
        <p>fine</p>
      </WidgetBoundary>,
    );

    expect(container.innerHTML).toBe('<p>fine</p>');
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports what a child throws once and renders nothing in its place, leaving siblings outside alone', async () => {
    const onError = vi.fn();

    render(
      <>
        <WidgetBoundary onError={onError}>
          <p>before</p>
          <Broken />
        </WidgetBoundary>
        <span>outside</span>
      </>,
    );
    await flushTasks();

    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(container.innerHTML).toBe('<span>outside</span>');
  });
});
