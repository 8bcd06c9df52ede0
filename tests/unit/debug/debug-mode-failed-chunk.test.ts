import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDebugMode } from '../../../shared/debug/debug-mode.ts';
import { markup } from '../../../shared/markup.ts';
import { describeElement } from '../../../shared/runtime/describe-element.ts';
import type { WidgetModule, WidgetRegistry } from '../../../shared/runtime/widget-definition.ts';

const attributeName = (key: string) => `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

const module = (options: v.GenericSchema<Record<string, string | undefined>, unknown>): WidgetModule =>
  ({ default: { name: 'probe', options, mount: () => () => undefined } }) as unknown as WidgetModule;

function start(registry: WidgetRegistry) {
  return startDebugMode({ registry, settled: async () => undefined, markup, describeElement, attributeName, problemOf: () => undefined });
}

describe('debug mode when a widget chunk does not load', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('still checks the roots after the one whose chunk failed, and says nothing about that root', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = `
      <div id="broken" data-widget="offline" data-colour="red"></div>
      <div id="fine" data-widget="probe" data-dancr-id="4"></div>`;
    await start({
      offline: () => Promise.reject(new Error('network down')),
      probe: () => Promise.resolve(module(v.object({ dancerId: v.optional(v.string()) }))),
    });
    const messages = warn.mock.calls.map(([message]) => String(message));
    expect(messages.some((message) => message.includes('data-dancr-id') && message.includes('data-dancer-id'))).toBe(true);
    expect(messages.some((message) => message.includes('data-colour'))).toBe(false);
  });

  it('turns a fault of its own checks into one warning, never an unhandled rejection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = `<div data-widget="probe"></div>`;
    await expect(
      startDebugMode({
        registry: { probe: () => Promise.resolve(module(v.object({}))) },
        settled: () => Promise.reject(new Error('runtime gone')),
        markup,
        describeElement,
        attributeName,
        problemOf: () => undefined,
      }),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the debug checks stopped on an error (runtime gone)'));
  });
});
