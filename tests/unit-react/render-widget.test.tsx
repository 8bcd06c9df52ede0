import { afterEach, describe, expect, it, vi } from 'vitest';
import { version } from 'react';
import { attachBehaviour, renderWidget } from '../../shared/runtime/render-widget.tsx';
import { getElement, renderFixture } from '../unit/support/dom-fixture.ts';
import { recordingContext } from '../unit/support/fake-context.ts';

/** React 19 renders from its scheduler's tasks: wait a few of them out. */
async function settle(): Promise<void> {
  for (let task = 0; task < 5; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

function Broken(): null {
  throw new Error('cannot render');
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('renderWidget on React 19', () => {
  it('runs on real React 19, not on Preact', () => {
    expect(version).toMatch(/^19\./);
  });

  it('has rendered the node in place of the server markup when it returns, as on Preact', () => {
    renderFixture('<div id="root"><p>server</p></div>');
    const root = getElement('#root');

    const unmount = renderWidget(root, <strong className="rendered">rendered</strong>, recordingContext('test'));

    expect(root.innerHTML).toBe('<strong class="rendered">rendered</strong>');
    unmount();
    expect(root.innerHTML).toBe('<p>server</p>');
  });

  it('reports a component that throws while rendering once, through the context, and React prints nothing more', async () => {
    renderFixture('<div id="root"><p>server</p></div>');
    const root = getElement('#root');
    const context = recordingContext('test');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const unmount = renderWidget(root, <Broken />, context);
    await settle();

    expect(context.errors).toEqual([[new Error('cannot render'), 'rendering']]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(root.innerHTML).toBe('');
    unmount();
    expect(root.innerHTML).toBe('<p>server</p>');
  });

  it('reports a behaviour component that throws once, as a running failure, and React prints nothing more', async () => {
    const context = recordingContext('test');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const unmount = attachBehaviour(<Broken />, context);
    await settle();

    expect(context.errors).toEqual([[new Error('cannot render'), 'running']]);
    expect(consoleError).not.toHaveBeenCalled();
    unmount();
  });
});
