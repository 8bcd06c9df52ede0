import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useLayoutEffect, useState } from 'react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { positiveIdAttribute } from '../../../shared/options/attribute-schemas.ts';
import { defineWidget } from '../../../shared/runtime/define-widget.ts';
import type { WidgetDefinition, WidgetProps } from '../../../shared/runtime/widget-definition.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { loaderOf } from '../support/fake-widgets.tsx';
import { settle, startTestWidgets } from '../support/runtime-harness.ts';

// The runtime's component path (defineWidget({ name, options, component })), on both unit projects:
// Preact as shipped and React 19 (vitest.config.ts, componentTests).

const DancerOptions = v.object({ dancerId: positiveIdAttribute() });

/** Renders the root's content: a counter button naming the dancer, as a 'component' widget does. */
function DancerCounter({ options, context }: WidgetProps<v.InferOutput<typeof DancerOptions>>) {
  const [count, setCount] = useState(0);
  return (
    <button
      type="button"
      onClick={() => {
        setCount(count + 1);
        context.dispatch('count', { count: count + 1 });
      }}
    >
      Dancer {options.dancerId}: {count}
    </button>
  );
}

/** Acts on the server markup it does not render: marks the root and counts its clicks in an attribute. */
function ClickCounter({ root }: WidgetProps) {
  const [clicks, setClicks] = useState(0);
  useLayoutEffect(() => {
    const onClick = () => setClicks((value) => value + 1);
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [root]);
  useLayoutEffect(() => {
    root.setAttribute('data-clicks', String(clicks));
    return () => root.removeAttribute('data-clicks');
  }, [root, clicks]);
  return <p>never on the page</p>;
}

function Broken(): null {
  throw new Error('cannot render');
}

function BrokenEffect(): null {
  useLayoutEffect(() => {
    throw new Error('effect failed');
  }, []);
  return null;
}

/** Throws once its button was clicked: a failure after the root mounted. */
function FailsOnClick() {
  const [failed, setFailed] = useState(false);
  if (failed) throw new Error('failed later');
  return (
    <button type="button" onClick={() => setFailed(true)}>
      Break
    </button>
  );
}

/** Listens on the document while mounted, so a test can tell whether its cleanup ran. */
function DocumentListener({ context }: WidgetProps) {
  useEffect(() => {
    const onPing = () => context.dispatch('pong');
    document.addEventListener('test:ping', onPing);
    return () => document.removeEventListener('test:ping', onPing);
  }, [context]);
  return null;
}

const widgets = {
  dancer: defineWidget({ name: 'dancer', options: DancerOptions, component: DancerCounter, markup: 'component' }),
  clicks: defineWidget({ name: 'clicks', options: v.object({}), component: ClickCounter }),
  broken: defineWidget({ name: 'broken', options: v.object({}), component: Broken, markup: 'component' }),
  'broken-effect': defineWidget({ name: 'broken-effect', options: v.object({}), component: BrokenEffect }),
  fragile: defineWidget({ name: 'fragile', options: v.object({}), component: FailsOnClick, markup: 'component' }),
  listener: defineWidget({ name: 'listener', options: v.object({}), component: DocumentListener }),
};

const registry = Object.fromEntries(Object.entries(widgets).map(([name, definition]) => [name, loaderOf(definition as WidgetDefinition)]));

let consoleError: ConsoleErrorSpy;
const seen: Array<[string, EventTarget | null, unknown]> = [];
const record = (event: Event) => seen.push([event.type, event.target, (event as CustomEvent).detail]);
const EVENTS = ['widgets:mounted', 'widgets:unmounted', 'widgets:error', 'widgets:dancer:count', 'widgets:listener:pong'];

async function start(html: string) {
  renderFixture(html);
  const api = startTestWidgets(registry);
  await settle(api);
  return api;
}

beforeEach(() => {
  consoleError = spyOnConsoleError();
  seen.length = 0;
  for (const type of EVENTS) document.addEventListener(type, record);
});

afterEach(() => {
  for (const type of EVENTS) document.removeEventListener(type, record);
  resetPage();
});

describe('defineWidget({ name, options, component })', () => {
  it('keeps the name, the options schema and the component, and adds the runtime\'s mount step', () => {
    const definition = widgets.dancer;
    expect(definition.name).toBe('dancer');
    expect(definition.options).toBe(DancerOptions);
    expect(definition.component).toBe(DancerCounter);
    expect(typeof definition.mount).toBe('function');
  });
});

describe("markup: 'component'", () => {
  it('has rendered the component in place of the server markup when the root is marked mounted', async () => {
    const contentAtMount: string[] = [];
    document.addEventListener('widgets:mounted', (event) => contentAtMount.push((event.target as HTMLElement).innerHTML), { once: true });
    await start('<div id="root" data-widget="dancer" data-dancer-id="7">\n  <button type="button" disabled>Dancer 7: 0</button>\n</div>');

    const root = getElement('#root');
    expect(root.innerHTML).toBe('<button type="button">Dancer 7: 0</button>');
    expect(contentAtMount).toEqual([root.innerHTML]);
    expect(root.getAttribute('data-widget-state')).toBe('mounted');
  });

  it('re-renders from its state and dispatches its events on the root', async () => {
    await start('<div id="root" data-widget="dancer" data-dancer-id="7"></div>');
    const root = getElement('#root');

    await userEvent.click(within(root).getByRole('button', { name: 'Dancer 7: 0' }));

    await vi.waitFor(() => expect(within(root).getByRole('button').textContent).toBe('Dancer 7: 1'));
    expect(seen.filter(([type]) => type === 'widgets:dancer:count')).toEqual([['widgets:dancer:count', root, { count: 1 }]]);
  });

  it('puts the very same server nodes back when unmounted', async () => {
    renderFixture('<div id="root" data-widget="dancer" data-dancer-id="7">\n  <!-- printed by PHP -->\n  <a href="/fallback">Server fallback</a>\n</div>');
    const root = getElement('#root');
    const serverNodes = Array.from(root.childNodes);
    const api = startTestWidgets(registry);
    await settle(api);
    expect(root.innerHTML).toBe('<button type="button">Dancer 7: 0</button>');

    api.unmount(root);

    expect(Array.from(root.childNodes)).toEqual(serverNodes);
    expect(root.innerHTML).toBe('\n  <!-- printed by PHP -->\n  <a href="/fallback">Server fallback</a>\n');
    expect(root.hasAttribute('data-widget-state')).toBe(false);
  });

  it('is not mounted when its first render throws: the server markup stays, the failure is reported once as mounting', async () => {
    const api = await start('<div id="root" data-widget="broken"><p>server text</p></div>');
    const root = getElement('#root');

    expect(root.innerHTML).toBe('<p>server text</p>');
    expect(root.getAttribute('data-widget-state')).toBe('error');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      '[widgets] "broken" failed while mounting on <div id="root" data-widget="broken">; the rest of the page keeps working.',
      new Error('cannot render'),
    );
    expect(seen).toEqual([['widgets:error', root, { widget: 'broken', phase: 'mounting', error: new Error('cannot render') }]]);
    expect(api.roots()[0]?.widgets).toEqual({ broken: 'failed' });
  });

  it('reports a failure after mounting once, as rendering, marks the root and renders nothing', async () => {
    await start('<div id="root" data-widget="fragile"><p>server text</p></div>');
    const root = getElement('#root');

    await userEvent.click(within(root).getByRole('button', { name: 'Break' }));

    await vi.waitFor(() => expect(root.getAttribute('data-widget-state')).toBe('error'));
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('"fragile" failed while rendering');
    expect(root.innerHTML).toBe('');
  });
});

describe("markup: 'server' (the default)", () => {
  const SERVER_MARKUP = '\n  <!-- printed by PHP -->\n  <button type="button">Server button</button>\n';

  it('leaves the server markup untouched, node for node, and never shows what the component returns', async () => {
    renderFixture(`<div id="root" data-widget="clicks">${SERVER_MARKUP}</div>`);
    const root = getElement('#root');
    const serverNodes = Array.from(root.childNodes);
    const api = startTestWidgets(registry);
    await settle(api);

    expect(root.getAttribute('data-widget-state')).toBe('mounted');
    expect(Array.from(root.childNodes)).toEqual(serverNodes);
    expect(root.innerHTML).toBe(SERVER_MARKUP);
    expect(document.body.textContent).not.toContain('never on the page');
  });

  it('acts on its root through its props and hooks, from the moment the root is marked mounted', async () => {
    await start(`<div id="root" data-widget="clicks">${SERVER_MARKUP}</div>`);
    const root = getElement('#root');
    expect(root.getAttribute('data-clicks')).toBe('0');

    await userEvent.click(within(root).getByRole('button', { name: 'Server button' }));

    await vi.waitFor(() => expect(root.getAttribute('data-clicks')).toBe('1'));
  });

  it('runs every cleanup when its root leaves the page', async () => {
    await start('<div id="root" data-widget="clicks"></div><div id="other" data-widget="listener"></div>');
    const root = getElement('#root');
    const other = getElement('#other');
    await vi.waitFor(() => {
      document.dispatchEvent(new Event('test:ping'));
      expect(seen.filter(([type]) => type === 'widgets:listener:pong')).not.toEqual([]);
    });

    root.remove();
    other.remove();
    await settle(window.directoryWidgets!);
    seen.length = 0;
    document.dispatchEvent(new Event('test:ping'));
    root.click();

    expect(root.hasAttribute('data-clicks')).toBe(false);
    expect(seen).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('is not mounted when an effect of its first render throws, and says so once', async () => {
    await start('<div id="root" data-widget="broken-effect"></div>');
    const root = getElement('#root');

    expect(root.getAttribute('data-widget-state')).toBe('error');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('"broken-effect" failed while mounting');
    expect(seen.map(([type]) => type)).toEqual(['widgets:error']);
  });
});

describe('options', () => {
  it('hands the component the options read through its schema, and mounts nothing on invalid ones', async () => {
    await start('<div id="good" data-widget="dancer" data-dancer-id="42"></div><div id="bad" data-widget="dancer" data-dancer-id="abc"><p>server</p></div>');

    expect(within(getElement('#good')).getByRole('button').textContent).toBe('Dancer 42: 0');
    expect(getElement('#bad').innerHTML).toBe('<p>server</p>');
    expect(getElement('#bad').getAttribute('data-widget-state')).toBe('error');
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
