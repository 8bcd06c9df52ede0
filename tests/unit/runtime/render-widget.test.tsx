import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachBehaviour, renderWidget } from '../../../shared/runtime/render-widget.tsx';
import type { WidgetContext } from '../../../shared/runtime/widget-definition.ts';
import { flushTasks, getElement, renderFixture } from '../support/dom-fixture.ts';

function createContext() {
  return { widget: 'test', reportError: vi.fn<WidgetContext['reportError']>(), dispatch: vi.fn<WidgetContext['dispatch']>(), reportProblem: vi.fn<WidgetContext['reportProblem']>() };
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}

function Broken(): null {
  throw new Error('cannot render');
}

/** Adds a class to `target` while mounted, as a behaviour-only widget does. */
function Highlighter({ target }: { readonly target: HTMLElement }) {
  useEffect(() => {
    target.classList.add('highlighted');
    return () => target.classList.remove('highlighted');
  }, [target]);
  return <p>never shown</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('renderWidget', () => {
  it('renders the node in place of the server markup and keeps it interactive', async () => {
    renderFixture('<div id="root"><a href="/fallback">Server fallback</a> text</div>');
    const root = getElement('#root');

    const unmount = renderWidget(root, <Counter />, createContext());
    getElement('#root button').click();
    await flushTasks();

    expect(root.innerHTML).toBe('<button type="button">1</button>');
    unmount();
  });

  it('puts the very same server nodes back when unmounted', () => {
    renderFixture('<div id="root"><a href="/fallback">Server fallback</a> text</div>');
    const root = getElement('#root');
    const serverNodes = Array.from(root.childNodes);

    const unmount = renderWidget(root, <Counter />, createContext());
    unmount();

    expect(root.innerHTML).toBe('<a href="/fallback">Server fallback</a> text');
    expect(Array.from(root.childNodes)).toEqual(serverNodes);
    expect(root.childNodes[0]).toBe(serverNodes[0]);
  });

  it('reports a component that throws while rendering once, as a rendering failure, and renders nothing', async () => {
    renderFixture('<div id="root"><p>server</p></div>');
    const root = getElement('#root');
    const context = createContext();

    const unmount = renderWidget(root, <Broken />, context);
    await flushTasks();

    expect(context.reportError).toHaveBeenCalledTimes(1);
    expect(context.reportError).toHaveBeenCalledWith(new Error('cannot render'), 'rendering');
    expect(root.innerHTML).toBe('');
    unmount();
    expect(root.innerHTML).toBe('<p>server</p>');
  });
});

describe('attachBehaviour', () => {
  it('runs the component without touching the root markup, and undoes its effects when unmounted', async () => {
    renderFixture('<div id="root"><p>server markup</p></div>');
    const root = getElement('#root');

    const unmount = attachBehaviour(<Highlighter target={root} />, createContext());
    await vi.waitFor(() => expect(root.classList.contains('highlighted')).toBe(true));

    expect(root.innerHTML).toBe('<p>server markup</p>');
    expect(document.body.textContent).not.toContain('never shown');

    unmount();
    expect(root.classList.contains('highlighted')).toBe(false);
    expect(root.innerHTML).toBe('<p>server markup</p>');
  });

  it('reports a component that throws once, as a running failure', async () => {
    const context = createContext();

    const unmount = attachBehaviour(<Broken />, context);
    await flushTasks();

    expect(context.reportError).toHaveBeenCalledTimes(1);
    expect(context.reportError).toHaveBeenCalledWith(new Error('cannot render'), 'running');
    unmount();
  });
});
