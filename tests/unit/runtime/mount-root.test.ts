import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { positiveIdAttribute } from '../../../shared/options/attribute-schemas.ts';
import { mountRoot } from '../../../shared/runtime/mount-root.ts';
import type { WidgetContext } from '../../../shared/runtime/widget-definition.ts';
import { runtimeDefinition } from '../support/runtime-definition.ts';
import { createElementFromHtml, resetPage } from '../support/dom-fixture.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';

function createContext() {
  return { widget: 'dancer', reportError: vi.fn<WidgetContext['reportError']>(), dispatch: vi.fn<WidgetContext['dispatch']>(), reportProblem: vi.fn<WidgetContext['reportProblem']>() };
}

const unmount = vi.fn();
const mount = vi.fn((_element: HTMLElement, _options: { dancerId: number }, _context: WidgetContext) => unmount);
const dancerWidget = runtimeDefinition({ name: 'dancer', options: v.object({ dancerId: positiveIdAttribute() }), mount });

let consoleError: ConsoleErrorSpy;

beforeEach(() => {
  mount.mockClear();
  consoleError = spyOnConsoleError();
});

afterEach(() => {
  resetPage();
});

describe('mountRoot', () => {
  it('mounts the widget with the options read from the root and returns its unmount function', () => {
    const element = createElementFromHtml('<div data-widget="dancer" data-dancer-id="42"></div>');
    const context = createContext();

    const result = mountRoot(dancerWidget, element, context);

    expect(result).toBe(unmount);
    expect(mount).toHaveBeenCalledWith(element, { dancerId: 42 }, context);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('does not mount a root with an invalid attribute and says which widget, element, attribute, rule and value', () => {
    const element = createElementFromHtml('<div data-widget="dancer" data-dancer-id="-3"></div>');
    const context = createContext();

    expect(mountRoot(dancerWidget, element, context)).toBeNull();

    expect(mount).not.toHaveBeenCalled();
    expect(context.reportError).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      '[widgets] "dancer" was not mounted on <div data-widget="dancer" data-dancer-id="-3">: data-dancer-id expected a positive whole number, found "-3".',
    );
  });

  it('says that a missing required attribute is required, naming it in kebab-case', () => {
    const element = createElementFromHtml('<div data-widget="dancer"></div>');

    expect(mountRoot(dancerWidget, element, createContext())).toBeNull();

    expect(consoleError).toHaveBeenCalledWith(
      '[widgets] "dancer" was not mounted on <div data-widget="dancer">: data-dancer-id is required: expected a positive whole number, found no attribute.',
    );
  });

  it('reports the same invalid root once however often it is tried, but each other root too', () => {
    const element = createElementFromHtml('<div data-widget="dancer" data-dancer-id="x"></div>');
    const other = createElementFromHtml('<p data-widget="dancer" data-dancer-id="y"></p>');

    mountRoot(dancerWidget, element, createContext());
    mountRoot(dancerWidget, element, createContext());
    mountRoot(dancerWidget, other, createContext());

    expect(consoleError).toHaveBeenCalledTimes(2);
    expect(consoleError.mock.calls[1]?.[0]).toContain('<p data-widget="dancer" data-dancer-id="y">');
  });

  it('hands an error thrown while mounting to the context as a mounting failure and returns null', () => {
    const failure = new Error('boom');
    const throwing = runtimeDefinition({
      name: 'dancer',
      options: v.object({}),
      mount: () => {
        throw failure;
      },
    });
    const context = createContext();

    expect(mountRoot(throwing, createElementFromHtml('<div data-widget="dancer"></div>'), context)).toBeNull();

    expect(context.reportError).toHaveBeenCalledTimes(1);
    expect(context.reportError).toHaveBeenCalledWith(failure, 'mounting');
    expect(consoleError).not.toHaveBeenCalled();
  });
});
