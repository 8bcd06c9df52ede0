import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../shared/runtime/render-widget.tsx';
import type { WidgetModule } from '../../../shared/runtime/widget-definition.ts';
import { runtimeDefinition } from '../support/runtime-definition.ts';
import { object } from 'valibot';
import { createElementFromHtml, flushTasks, getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { createDeferred, createProbeWidget, loaderOf } from '../support/fake-widgets.tsx';
import { settle, startTestWidgets } from '../support/runtime-harness.ts';
import { spyOnConsoleError } from '../support/console-spy.ts';

/** A widget that replaces the root's server markup with a rendered label, as the favorite button does. */
const labelWidget = runtimeDefinition({
  name: 'label',
  options: object({}),
  mount: (element, _options, context) => renderWidget(element, <strong className="rendered">rendered</strong>, context),
});

beforeEach(() => {
  spyOnConsoleError();
});

afterEach(() => {
  resetPage();
});

describe('startWidgets', () => {
  it('puts the API on window.directoryWidgets with the bundle version', () => {
    const api = startTestWidgets({}, '1.2.3');

    expect(window.directoryWidgets).toBe(api);
    expect(api.version).toBe('1.2.3');
  });

  it('exposes exactly version, mount, unmount, roots and settled, frozen', () => {
    const api = startTestWidgets({});

    expect(Object.keys(api).sort()).toEqual(['mount', 'roots', 'settled', 'unmount', 'version']);
    expect(typeof api.mount).toBe('function');
    expect(typeof api.unmount).toBe('function');
    expect(typeof api.roots).toBe('function');
    expect(typeof api.settled).toBe('function');
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('announces itself with widgets:ready on document, carrying the version', () => {
    const ready = vi.fn();
    document.addEventListener('widgets:ready', ready);
    try {
      startTestWidgets({}, '9.9.9');
    } finally {
      document.removeEventListener('widgets:ready', ready);
    }

    expect(ready).toHaveBeenCalledTimes(1);
    expect((ready.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ version: '9.9.9' });
  });

  it('mounts the roots present at start', async () => {
    const alpha = createProbeWidget('alpha');
    renderFixture('<div id="root" data-widget="alpha"></div>');

    const api = startTestWidgets({ alpha: alpha.loader });
    await api.settled();

    expect(alpha.probe.mounts).toEqual([getElement('#root')]);
  });

  it('returns the same API from a second include and mounts nothing twice', async () => {
    const alpha = createProbeWidget('alpha');
    const secondCopy = createProbeWidget('alpha');
    renderFixture('<div data-widget="alpha"></div><div data-widget="alpha"></div>');
    const ready = vi.fn();
    document.addEventListener('widgets:ready', ready);

    const first = startTestWidgets({ alpha: alpha.loader }, '1.0.0');
    await first.settled();
    const second = startTestWidgets({ alpha: secondCopy.loader }, '2.0.0');
    await second.settled();
    document.body.insertAdjacentHTML('beforeend', '<div data-widget="alpha"></div>');
    await settle(first);
    document.removeEventListener('widgets:ready', ready);

    expect(second).toBe(first);
    expect(second.version).toBe('1.0.0');
    expect(alpha.probe.mounts).toHaveLength(3);
    expect(alpha.loader).toHaveBeenCalledTimes(1);
    expect(secondCopy.loader).not.toHaveBeenCalled();
    expect(ready).toHaveBeenCalledTimes(1);
  });

  describe('markup that names an element directoryWidgets (DOM clobbering, issue 17)', () => {
    /** What `<a id="directoryWidgets">` gives a browser's window; happy-dom has no named access, so it is written as the browser would read it. */
    function clobberWindow(value: unknown, writable = true): void {
      Object.defineProperty(window, 'directoryWidgets', { value, writable, configurable: true });
    }

    it.each([
      ['an <a id>', () => createElementFromHtml('<a id="directoryWidgets"></a>')],
      ['an <img name> and an <a id> (a collection)', () => document.getElementsByTagName('a')],
    ])('still mounts every root and puts its API on window when %s holds the name', async (_case, clobber) => {
      const alpha = createProbeWidget('alpha');
      renderFixture('<a id="directoryWidgets"></a><div id="root" data-widget="alpha"></div>');
      clobberWindow(clobber());

      const api = startTestWidgets({ alpha: alpha.loader });
      await api.settled();

      expect(alpha.probe.mounts).toEqual([getElement('#root')]);
      expect(window.directoryWidgets).toBe(api);
      expect(getElement('#root').getAttribute('data-widget-state')).toBe('mounted');
    });

    it('lets a second copy find the running one by its symbol, whatever window.directoryWidgets holds then', async () => {
      const alpha = createProbeWidget('alpha');
      const secondCopy = createProbeWidget('alpha');
      renderFixture('<div data-widget="alpha"></div>');
      const first = startTestWidgets({ alpha: alpha.loader });
      await first.settled();
      clobberWindow(createElementFromHtml('<img name="directoryWidgets">'));

      const second = startTestWidgets({ alpha: secondCopy.loader });
      await settle(second);

      expect(second).toBe(first);
      expect(secondCopy.loader).not.toHaveBeenCalled();
      expect(alpha.probe.mounts).toHaveLength(1);
    });

    it('runs without the public name when another script made it read-only', async () => {
      const alpha = createProbeWidget('alpha');
      const taken = Object.freeze({ version: 'not ours' });
      renderFixture('<div id="root" data-widget="alpha"></div>');
      clobberWindow(taken, false);

      const api = startTestWidgets({ alpha: alpha.loader });
      await api.settled();

      expect(alpha.probe.mounts).toEqual([getElement('#root')]);
      expect(window.directoryWidgets).toBe(taken);
    });
  });

  describe('mount()', () => {
    it('mounts the roots of a subtree that are not mounted yet, and resolves once they are', async () => {
      const alpha = createProbeWidget('alpha');
      const chunk = createDeferred<WidgetModule>();
      renderFixture('<div id="a" data-widget="alpha"></div><div id="b" data-widget="alpha"></div>');
      const api = startTestWidgets({ alpha: () => chunk.promise });
      await flushTasks();
      api.unmount(getElement('#b'));

      const mounting = api.mount(getElement('#b'));
      let done = false;
      void mounting.then(() => {
        done = true;
      });
      await flushTasks();
      expect(done).toBe(false);

      chunk.resolve({ default: alpha.definition });
      await mounting;

      expect(alpha.probe.mounts).toEqual([getElement('#a'), getElement('#b')]);
    });

    it('mounts the whole page when no subtree is given, leaving mounted roots alone', async () => {
      const alpha = createProbeWidget('alpha');
      renderFixture('<div id="a" data-widget="alpha"></div><div id="b" data-widget="alpha"></div>');
      const api = startTestWidgets({ alpha: alpha.loader });
      await api.settled();
      api.unmount(document.body);
      await flushTasks();

      await api.mount();
      await api.mount();

      expect(alpha.probe.mounts).toEqual([getElement('#a'), getElement('#b'), getElement('#a'), getElement('#b')]);
      expect(api.roots()).toHaveLength(2);
    });
  });

  describe('unmount()', () => {
    it('unmounts the roots of a subtree only, putting their server markup back', async () => {
      renderFixture(
        '<section id="inside"><div id="a" data-widget="label"><span class="server">server A</span></div></section>' +
          '<div id="b" data-widget="label"><span class="server">server B</span></div>',
      );
      const serverA = getElement('#a .server');
      const api = startTestWidgets({ label: loaderOf(labelWidget) });
      await api.settled();
      expect(getElement('#a').innerHTML).toBe('<strong class="rendered">rendered</strong>');

      api.unmount(getElement('#inside'));

      expect(getElement('#a').innerHTML).toBe('<span class="server">server A</span>');
      expect(getElement('#a').firstElementChild).toBe(serverA);
      expect(getElement('#a').hasAttribute('data-widget-state')).toBe(false);
      expect(getElement('#b').innerHTML).toBe('<strong class="rendered">rendered</strong>');
      expect(api.roots().map((root) => root.element)).toEqual([getElement('#b')]);
    });
  });

  describe('roots()', () => {
    it('lists each root with the phase of each of its widgets', async () => {
      const alpha = createProbeWidget('alpha');
      const chunk = createDeferred<WidgetModule>();
      renderFixture('<div id="a" data-widget="alpha"></div><div id="b" data-widget="slow"></div><div id="c" data-widget="ghost"></div>');
      const api = startTestWidgets({ alpha: alpha.loader, slow: () => chunk.promise });
      await flushTasks();

      expect(api.roots()).toEqual([
        { element: getElement('#a'), widgets: { alpha: 'mounted' } },
        { element: getElement('#b'), widgets: { slow: 'loading' } },
        { element: getElement('#c'), widgets: { ghost: 'failed' } },
      ]);
      chunk.resolve({ default: createProbeWidget('slow').definition });
      await api.settled();
    });
  });

  describe('settled()', () => {
    it('resolves only when every chunk requested so far has loaded and mounted', async () => {
      const alpha = createProbeWidget('alpha');
      const chunk = createDeferred<WidgetModule>();
      renderFixture('<div data-widget="alpha"></div>');
      const api = startTestWidgets({ alpha: () => chunk.promise });
      let settled = false;
      const settling = api.settled().then(() => {
        settled = true;
      });

      await flushTasks();
      expect(settled).toBe(false);
      chunk.resolve({ default: alpha.definition });
      await settling;

      expect(alpha.probe.mounts).toHaveLength(1);
    });
  });
});
