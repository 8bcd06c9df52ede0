import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEventListener } from '../../../shared/hooks/use-event-listener.ts';
import { defineWidget } from '../../../shared/runtime/define-widget.ts';
import type { WidgetModule, WidgetProps } from '../../../shared/runtime/widget-definition.ts';
import { spyOnConsoleError } from '../support/console-spy.ts';
import { renderFixture, resetPage } from '../support/dom-fixture.ts';
import { deferred, type Deferred } from '../support/deferred.ts';
import { settle, startTestWidgets } from '../support/runtime-harness.ts';

// Issue 19: a tap on a root's button before its chunk has arrived shows a busy state at once and
// acts once, when the widget has mounted.

const clicks: string[] = [];
const pageClicks = vi.fn();

/** Counts the clicks on its root's buttons, as a widget handling them would. */
function Counter({ root }: WidgetProps<object>): null {
  useEventListener(root, 'click', (event) => {
    const button = (event.target as Element).closest('button');
    if (button) clicks.push(button.textContent ?? '');
  });
  return null;
}
const counter = defineWidget({ name: 'counter', options: v.object({}), component: Counter });

/** Renders its own buttons in place of the server's, as a `markup: 'component'` widget does. */
function Buttons(): ReactNode {
  return (
    <>
      <button type="button" onClick={() => clicks.push('first')}>
        First
      </button>
      <button type="button" onClick={() => clicks.push('second')}>
        Second
      </button>
    </>
  );
}
const rendered = defineWidget({ name: 'counter', options: v.object({}), component: Buttons, markup: 'component' });

/** Opens its dialog from triggers anywhere on the page, as the modal widgets do (useFirstTrigger). */
function Opener(): null {
  useEventListener(document, 'click', (event) => {
    if ((event.target as Element).closest('[aria-controls="testModal"]')) clicks.push('open');
  });
  return null;
}
const opener = defineWidget({ name: 'counter', options: v.object({}), component: Opener, markup: 'component' });

const TRIGGER = '<button type="button" aria-controls="testModal" aria-haspopup="dialog">Claim</button>';

let chunk: Deferred<WidgetModule>;

function start() {
  return startTestWidgets({ counter: () => chunk.promise });
}

beforeEach(() => {
  clicks.length = 0;
  chunk = deferred();
  spyOnConsoleError();
  document.addEventListener('click', pageClicks);
});

afterEach(() => {
  document.removeEventListener('click', pageClicks);
  pageClicks.mockClear();
  resetPage();
});

describe('a tap before its root has mounted', () => {
  it('makes the button aria-busy at once, lets the tap go nowhere, and makes it once on mount, for two taps', async () => {
    renderFixture('<div data-widget="counter"><button type="button">Add</button></div>');
    const api = start();
    const button = screen.getByRole('button', { name: 'Add' });

    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(pageClicks).not.toHaveBeenCalled();

    chunk.resolve({ default: counter });
    await settle(api);
    expect(clicks).toEqual(['Add']);
    expect(pageClicks).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('aria-busy')).toBe(false);

    // Mounted: taps go straight to the widget.
    await userEvent.click(button);
    expect(clicks).toEqual(['Add', 'Add']);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('makes the tap on the button a component root renders in place of the tapped one', async () => {
    renderFixture('<div data-widget="counter"><button type="button">First</button><button type="button">Second</button></div>');
    const api = start();
    const server = screen.getByRole('button', { name: 'Second' });
    await userEvent.click(server);
    await userEvent.click(server);
    expect(server.getAttribute('aria-busy')).toBe('true');

    chunk.resolve({ default: rendered });
    await settle(api);
    expect(server.isConnected).toBe(false);
    expect(clicks).toEqual(['second']);
    expect(screen.getByRole('button', { name: 'Second' }).hasAttribute('aria-busy')).toBe(false);
  });

  it('takes the busy state off and makes no tap when the root fails', async () => {
    renderFixture('<div data-widget="counter"><button type="button">Add</button></div>');
    const api = start();
    const button = screen.getByRole('button', { name: 'Add' });
    await userEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');

    chunk.reject(new Error('offline'));
    await settle(api);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(pageClicks).not.toHaveBeenCalled();
  });

  it('leaves links, submit buttons and controls outside roots alone', async () => {
    renderFixture(
      '<div data-widget="counter"><a href="#photo">Photo</a><form><button type="submit">Send</button></form></div><button type="button">Elsewhere</button>',
    );
    const api = start();
    document.addEventListener('submit', (event) => event.preventDefault(), { once: true });
    for (const name of ['Photo', 'Send', 'Elsewhere']) {
      const control = screen.getByRole(name === 'Photo' ? 'link' : 'button', { name });
      await userEvent.click(control);
      expect(control.hasAttribute('aria-busy'), name).toBe(false);
    }
    expect(pageClicks).toHaveBeenCalledTimes(3);
    chunk.resolve({ default: counter });
    await settle(api);
    expect(clicks).toEqual([]);
  });
});

describe('a dialog trigger outside the roots, its dialog not on the page yet', () => {
  it('is aria-busy at once while a root loads, goes nowhere, and is made once when every root has settled, for two taps', async () => {
    renderFixture(`<p>${TRIGGER}</p><div data-widget="counter"></div>`);
    const api = start();
    const trigger = screen.getByRole('button', { name: 'Claim' });

    trigger.click();
    expect(trigger.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(trigger);
    expect(pageClicks).not.toHaveBeenCalled();

    chunk.resolve({ default: opener });
    await settle(api);
    await vi.waitFor(() => expect(clicks).toEqual(['open']));
    expect(pageClicks).toHaveBeenCalledTimes(1);
    expect(trigger.hasAttribute('aria-busy')).toBe(false);

    // Settled: taps go straight to the widget.
    await userEvent.click(trigger);
    expect(clicks).toEqual(['open', 'open']);
  });

  it('takes the busy state off and opens nothing when the roots fail', async () => {
    renderFixture(`<p>${TRIGGER}</p><div data-widget="counter"></div>`);
    const api = start();
    const trigger = screen.getByRole('button', { name: 'Claim' });
    await userEvent.click(trigger);
    expect(trigger.getAttribute('aria-busy')).toBe('true');

    chunk.reject(new Error('offline'));
    await settle(api);
    await vi.waitFor(() => expect(trigger.hasAttribute('aria-busy')).toBe(false));
    expect(clicks).toEqual([]);
  });

  it('is left alone when its dialog is on the page, when no root is loading, or when it is no dialog trigger', async () => {
    renderFixture(
      `<p>${TRIGGER}<button type="button" aria-controls="testModal">Menu</button></p><div data-widget="counter"></div><div id="testModal"></div>`,
    );
    const api = start();
    const trigger = screen.getByRole('button', { name: 'Claim' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(trigger.hasAttribute('aria-busy')).toBe(false);
    expect(pageClicks).toHaveBeenCalledTimes(2);

    chunk.resolve({ default: opener });
    await settle(api);
    document.getElementById('testModal')!.remove();
    await userEvent.click(trigger);
    expect(trigger.hasAttribute('aria-busy')).toBe(false);
    expect(clicks).toEqual(['open']);
  });
});
