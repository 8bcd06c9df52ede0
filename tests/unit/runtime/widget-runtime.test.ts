import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import type { WidgetModule } from '../../../shared/runtime/widget-definition.ts';
import { runtimeDefinition } from '../support/runtime-definition.ts';
import { WidgetRuntime } from '../../../shared/runtime/widget-runtime.ts';
import { flushTasks, getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import {
  createDancerWidget,
  createDeferred,
  createProbeWidget,
  createThrowingMountWidget,
  createThrowingRenderWidget,
  loaderOf,
  PROBE_EVENT,
  PROBE_INTERVAL_MS,
} from '../support/fake-widgets.tsx';
import { settle, startTestWidgets, trackRuntime } from '../support/runtime-harness.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';

/** Collects the runtime's lifecycle events as they reach `document`. */
function recordEvents(...names: string[]): Array<{ type: string; target: EventTarget | null; detail: unknown }> {
  const seen: Array<{ type: string; target: EventTarget | null; detail: unknown }> = [];
  for (const name of names) {
    const listener = (event: Event) => seen.push({ type: event.type, target: event.target, detail: (event as CustomEvent).detail });
    document.addEventListener(name, listener);
    onTestCleanup.push(() => document.removeEventListener(name, listener));
  }
  return seen;
}

function raise(error: Error): never {
  throw error;
}

const onTestCleanup: Array<() => void> = [];
let consoleError: ConsoleErrorSpy;

beforeEach(() => {
  consoleError = spyOnConsoleError();
});

afterEach(() => {
  for (const cleanup of onTestCleanup.splice(0)) cleanup();
  vi.useRealTimers();
  resetPage();
});

describe('WidgetRuntime', () => {
  describe('mounting', () => {
    it('mounts every root present when it starts and marks each as mounted', async () => {
      const alpha = createProbeWidget('alpha');
      renderFixture('<div id="one" data-widget="alpha"></div><section><p id="two" data-widget="alpha"></p></section>');

      const api = startTestWidgets({ alpha: alpha.loader });
      await api.settled();

      expect(alpha.probe.mounts).toEqual([getElement('#one'), getElement('#two')]);
      expect(getElement('#one').getAttribute('data-widget-state')).toBe('mounted');
      expect(getElement('#two').getAttribute('data-widget-state')).toBe('mounted');
      expect(consoleError).not.toHaveBeenCalled();
    });

    it('mounts each of several space-separated names written in one data-widget', async () => {
      const alpha = createProbeWidget('alpha');
      const beta = createProbeWidget('beta');
      renderFixture('<div id="root" data-widget="  alpha\tbeta "></div>');

      const api = startTestWidgets({ alpha: alpha.loader, beta: beta.loader });
      await api.settled();

      const root = getElement('#root');
      expect(alpha.probe.mounts).toEqual([root]);
      expect(beta.probe.mounts).toEqual([root]);
      expect(root.getAttribute('data-widget-state')).toBe('mounted');
      expect(api.roots()).toEqual([{ element: root, widgets: { alpha: 'mounted', beta: 'mounted' } }]);
    });

    it('passes the options its schema read from the data attributes to the widget', async () => {
      const dancer = createDancerWidget();
      renderFixture('<div data-widget="dancer" data-dancer-id="42"></div>');

      const api = startTestWidgets({ dancer: dancer.loader });
      await api.settled();

      expect(dancer.probe.options).toEqual([{ dancerId: 42 }]);
      expect(dancer.probe.contexts[0]?.widget).toBe('dancer');
    });

    it('mounts a root that another script adds to the page later', async () => {
      const alpha = createProbeWidget('alpha');
      const api = startTestWidgets({ alpha: alpha.loader });
      await api.settled();
      expect(alpha.loader).not.toHaveBeenCalled();

      const root = document.createElement('div');
      root.setAttribute('data-widget', 'alpha');
      document.body.append(root);
      await settle(api);

      expect(alpha.probe.mounts).toEqual([root]);
      expect(root.getAttribute('data-widget-state')).toBe('mounted');
    });

    it('mounts roots nested inside markup injected later', async () => {
      const alpha = createProbeWidget('alpha');
      const api = startTestWidgets({ alpha: alpha.loader });

      document.body.insertAdjacentHTML('beforeend', '<article><ul><li><span id="deep" data-widget="alpha"></span></li></ul></article>');
      await settle(api);

      expect(alpha.probe.mounts).toEqual([getElement('#deep')]);
    });

    it('mounts a root once however often mount() and start() are called', async () => {
      const alpha = createProbeWidget('alpha');
      renderFixture('<div id="root" data-widget="alpha"></div>');
      const runtime = trackRuntime(new WidgetRuntime({ alpha: alpha.loader }));

      runtime.start();
      runtime.start();
      runtime.mount(document.documentElement);
      await runtime.settled();
      runtime.mount(getElement('#root'));
      runtime.mount(document.body);
      await runtime.settled();

      expect(alpha.probe.mounts).toHaveLength(1);
      expect(alpha.loader).toHaveBeenCalledTimes(1);
    });

    it('loads each widget chunk once, however many roots use it, even while the chunk is still loading', async () => {
      const alpha = createProbeWidget('alpha');
      const chunk = createDeferred<WidgetModule>();
      const loader = vi.fn(() => chunk.promise);
      renderFixture('<div data-widget="alpha"></div><div data-widget="alpha"></div>');

      const api = startTestWidgets({ alpha: loader });
      document.body.insertAdjacentHTML('beforeend', '<div data-widget="alpha"></div>');
      await flushTasks();
      expect(api.roots().map((root) => root.widgets)).toEqual([{ alpha: 'loading' }, { alpha: 'loading' }, { alpha: 'loading' }]);

      chunk.resolve({ default: alpha.definition });
      await api.settled();
      document.body.insertAdjacentHTML('beforeend', '<div data-widget="alpha"></div>');
      await settle(api);

      expect(loader).toHaveBeenCalledTimes(1);
      expect(alpha.probe.mounts).toHaveLength(4);
    });

    it('leaves the state attribute off a root while one of its widgets is still loading', async () => {
      const alpha = createProbeWidget('alpha');
      const slow = createDeferred<WidgetModule>();
      renderFixture('<div id="root" data-widget="alpha beta"></div>');

      const api = startTestWidgets({ alpha: alpha.loader, beta: () => slow.promise });
      await flushTasks();
      await flushTasks();

      const root = getElement('#root');
      expect(api.roots()).toEqual([{ element: root, widgets: { alpha: 'mounted', beta: 'loading' } }]);
      expect(root.hasAttribute('data-widget-state')).toBe(false);

      slow.resolve({ default: createProbeWidget('beta').definition });
      await api.settled();
      expect(root.getAttribute('data-widget-state')).toBe('mounted');
    });
  });

  describe('unmounting', () => {
    it('unmounts a removed root and runs its cleanup, leaving no document listener and no interval behind', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const alpha = createProbeWidget('alpha');
      renderFixture('<div id="root" data-widget="alpha"></div>');
      const api = startTestWidgets({ alpha: alpha.loader });
      await api.settled();
      const root = getElement('#root');

      document.dispatchEvent(new Event(PROBE_EVENT));
      vi.advanceTimersByTime(PROBE_INTERVAL_MS);
      expect(alpha.probe.documentEvents).toBe(1);
      expect(alpha.probe.ticks).toBe(1);
      expect(vi.getTimerCount()).toBe(1);

      root.remove();
      await flushTasks();

      expect(alpha.probe.unmounts).toEqual([root]);
      document.dispatchEvent(new Event(PROBE_EVENT));
      vi.advanceTimersByTime(PROBE_INTERVAL_MS * 10);
      expect(alpha.probe.documentEvents).toBe(1);
      expect(alpha.probe.ticks).toBe(1);
      expect(vi.getTimerCount()).toBe(0);
      expect(root.hasAttribute('data-widget-state')).toBe(false);
      expect(api.roots()).toEqual([]);
    });

    it('unmounts the roots inside a container that is removed', async () => {
      const alpha = createProbeWidget('alpha');
      renderFixture('<main><div data-widget="alpha"></div><div data-widget="alpha"></div></main><aside data-widget="alpha"></aside>');
      const api = startTestWidgets({ alpha: alpha.loader });
      await api.settled();

      getElement('main').remove();
      await flushTasks();

      expect(alpha.probe.unmounts).toHaveLength(2);
      expect(api.roots().map((root) => root.element)).toEqual([getElement('aside')]);
    });

    it('keeps a moved root (removed and added back in one task) mounted, once', async () => {
      const alpha = createProbeWidget('alpha');
      renderFixture('<div id="from"><div id="root" data-widget="alpha"></div></div><div id="to"></div>');
      const api = startTestWidgets({ alpha: alpha.loader });
      await api.settled();
      const root = getElement('#root');

      getElement('#to').append(root);
      await settle(api);

      expect(alpha.probe.mounts).toEqual([root]);
      expect(alpha.probe.unmounts).toEqual([]);
      expect(root.getAttribute('data-widget-state')).toBe('mounted');
      expect(api.roots()).toEqual([{ element: root, widgets: { alpha: 'mounted' } }]);
    });

    it('never mounts a root that was removed while its chunk was loading', async () => {
      const alpha = createProbeWidget('alpha');
      const chunk = createDeferred<WidgetModule>();
      renderFixture('<div id="root" data-widget="alpha"></div>');
      const mounted = recordEvents('widgets:mounted');
      const api = startTestWidgets({ alpha: () => chunk.promise });

      getElement('#root').remove();
      await flushTasks();
      chunk.resolve({ default: alpha.definition });
      await api.settled();

      expect(alpha.probe.mounts).toEqual([]);
      expect(mounted).toEqual([]);
      expect(api.roots()).toEqual([]);
    });

    it('reports an unmount that throws once, and still lets the root go', async () => {
      const root = renderFixture('<div id="root" data-widget="fragile"></div>').firstElementChild as HTMLElement;
      const failure = new Error('cleanup failed');
      const fragile = loaderOf({ name: 'fragile', options: createProbeWidget('x').definition.options, mount: () => () => { throw failure; } });
      const unmounted = recordEvents('widgets:unmounted');
      const api = startTestWidgets({ fragile });
      await api.settled();

      root.remove();
      await flushTasks();

      expect(consoleError).toHaveBeenCalledTimes(1);
      expect(consoleError).toHaveBeenCalledWith('[widgets] "fragile" failed while unmounting on <div id="root" data-widget="fragile" data-widget-state="mounted">.', failure);
      expect(unmounted).toEqual([{ type: 'widgets:unmounted', target: document, detail: { widget: 'fragile', element: root } }]);
      expect(api.roots()).toEqual([]);
    });

    it('stops watching and unmounts every root when stopped', async () => {
      const alpha = createProbeWidget('alpha');
      renderFixture('<div data-widget="alpha"></div><div data-widget="alpha"></div>');
      const runtime = trackRuntime(new WidgetRuntime({ alpha: alpha.loader }));
      runtime.start();
      await runtime.settled();

      runtime.stop();
      document.body.insertAdjacentHTML('beforeend', '<div data-widget="alpha"></div>');
      await flushTasks();
      await runtime.settled();

      expect(alpha.probe.unmounts).toHaveLength(2);
      expect(alpha.probe.mounts).toHaveLength(2);
      expect(runtime.roots()).toEqual([]);
    });
  });

  describe('changing data-widget', () => {
    it('mounts the names added to data-widget and unmounts the names removed from it', async () => {
      const alpha = createProbeWidget('alpha');
      const beta = createProbeWidget('beta');
      renderFixture('<div id="root" data-widget="alpha"></div>');
      const api = startTestWidgets({ alpha: alpha.loader, beta: beta.loader });
      await api.settled();
      const root = getElement('#root');

      root.setAttribute('data-widget', 'alpha beta');
      await settle(api);
      expect(beta.probe.mounts).toEqual([root]);
      expect(alpha.probe.mounts).toHaveLength(1);

      root.setAttribute('data-widget', 'beta');
      await settle(api);
      expect(alpha.probe.unmounts).toEqual([root]);
      expect(beta.probe.unmounts).toEqual([]);
      expect(api.roots()).toEqual([{ element: root, widgets: { beta: 'mounted' } }]);
      expect(root.getAttribute('data-widget-state')).toBe('mounted');
    });

    it('unmounts every widget of a root whose data-widget attribute is removed', async () => {
      const alpha = createProbeWidget('alpha');
      renderFixture('<div id="root" data-widget="alpha"></div>');
      const api = startTestWidgets({ alpha: alpha.loader });
      await api.settled();
      const root = getElement('#root');

      root.removeAttribute('data-widget');
      await settle(api);

      expect(alpha.probe.unmounts).toEqual([root]);
      expect(api.roots()).toEqual([]);
      expect(root.hasAttribute('data-widget-state')).toBe(false);
    });

    it('unmounts every widget of a root whose data-widget is emptied', async () => {
      const alpha = createProbeWidget('alpha');
      renderFixture('<div id="root" data-widget="alpha"></div>');
      const api = startTestWidgets({ alpha: alpha.loader });
      await api.settled();
      const root = getElement('#root');

      root.setAttribute('data-widget', ' ');
      await settle(api);

      expect(alpha.probe.unmounts).toEqual([root]);
      expect(api.roots()).toEqual([]);
      expect(root.hasAttribute('data-widget-state')).toBe(false);
    });

    it('turns an element into a root when data-widget is added to it', async () => {
      const alpha = createProbeWidget('alpha');
      renderFixture('<div id="plain"></div>');
      const api = startTestWidgets({ alpha: alpha.loader });

      getElement('#plain').setAttribute('data-widget', 'alpha');
      await settle(api);

      expect(alpha.probe.mounts).toEqual([getElement('#plain')]);
    });
  });

  describe('problems', () => {
    it('reports an unknown widget name once, naming the element and the known widgets, and marks the root', async () => {
      const alpha = createProbeWidget('alpha');
      const beta = createProbeWidget('beta');
      renderFixture('<div id="root" data-widget="gallery"></div><div id="fine" data-widget="alpha"></div>');
      const api = startTestWidgets({ alpha: alpha.loader, beta: beta.loader });
      await api.settled();
      await api.mount();

      expect(consoleError).toHaveBeenCalledTimes(1);
      expect(consoleError).toHaveBeenCalledWith(
        '[widgets] <div id="root" data-widget="gallery"> names an unknown widget "gallery" in data-widget; known widgets: alpha, beta.',
      );
      expect(getElement('#root').getAttribute('data-widget-state')).toBe('error');
      expect(getElement('#fine').getAttribute('data-widget-state')).toBe('mounted');
      expect(api.roots().find((root) => root.element.id === 'root')?.widgets).toEqual({ gallery: 'failed' });
    });

    it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])(
      'treats "%s", a member of every object, as an unknown name: reported, its root marked, every other root mounted',
      async (name) => {
        const alpha = createProbeWidget('alpha');
        renderFixture(`<div id="odd" data-widget="${name}"></div><div id="one" data-widget="alpha"></div><div id="two" data-widget="alpha"></div>`);

        const api = startTestWidgets({ alpha: alpha.loader });
        await api.settled();

        expect(alpha.probe.mounts).toEqual([getElement('#one'), getElement('#two')]);
        expect(getElement('#odd').getAttribute('data-widget-state')).toBe('error');
        expect(api.roots().find((root) => root.element.id === 'odd')?.widgets).toEqual({ [name]: 'failed' });
        expect(consoleError).toHaveBeenCalledExactlyOnceWith(
          `[widgets] <div id="odd" data-widget="${name}"> names an unknown widget "${name}" in data-widget; known widgets: alpha.`,
        );
      },
    );

    it('fails the roots of a loader that throws as a failed load, and mounts the other roots', async () => {
      const alpha = createProbeWidget('alpha');
      const failure = new Error('no loader');
      renderFixture('<div id="broken" data-widget="broken"></div><div id="fine" data-widget="alpha"></div>');
      const api = startTestWidgets({
        broken: () => {
          throw failure;
        },
        alpha: alpha.loader,
      });
      await api.settled();

      expect(alpha.probe.mounts).toEqual([getElement('#fine')]);
      expect(getElement('#broken').getAttribute('data-widget-state')).toBe('error');
      expect(consoleError).toHaveBeenCalledExactlyOnceWith(
        '[widgets] "broken" failed while loading on <div id="broken" data-widget="broken">; the rest of the page keeps working.',
        failure,
      );
    });

    it('reports a root that throws while it is read, marks it and still mounts the roots after it', async () => {
      const alpha = createProbeWidget('alpha');
      const failure = new Error('hostile root');
      renderFixture('<div id="hostile" data-widget="alpha"></div><div id="fine" data-widget="alpha"></div>');
      const hostile = getElement('#hostile');
      const getAttribute = hostile.getAttribute.bind(hostile);
      Object.defineProperty(hostile, 'getAttribute', {
        value: (name: string) => (name === 'data-widget' ? raise(failure) : getAttribute(name)),
      });

      const api = startTestWidgets({ alpha: alpha.loader });
      await api.settled();

      expect(alpha.probe.mounts).toEqual([getElement('#fine')]);
      expect(hostile.getAttribute('data-widget-state')).toBe('error');
      expect(consoleError).toHaveBeenCalledExactlyOnceWith(
        '[widgets] <div id="hostile" data-widget="alpha"> failed while mounting; the rest of the page keeps working.',
        failure,
      );
    });

    it('marks a root with one unknown and one known name as an error while still mounting the known one', async () => {
      const alpha = createProbeWidget('alpha');
      renderFixture('<div id="root" data-widget="alpha nope"></div>');
      const api = startTestWidgets({ alpha: alpha.loader });
      await api.settled();

      expect(alpha.probe.mounts).toEqual([getElement('#root')]);
      expect(getElement('#root').getAttribute('data-widget-state')).toBe('error');
      expect(consoleError).toHaveBeenCalledTimes(1);
    });

    it('does not mount a root with invalid options and reports it once, naming the widget, the element, the attribute, the rule and the value', async () => {
      const dancer = createDancerWidget();
      renderFixture('<div id="bad" data-widget="dancer" data-dancer-id="abc"></div><div id="good" data-widget="dancer" data-dancer-id="7"></div>');
      const api = startTestWidgets({ dancer: dancer.loader });
      await api.settled();
      getElement('#bad').setAttribute('data-widget', 'dancer ');
      await settle(api);
      await api.mount();

      expect(dancer.probe.mounts).toEqual([getElement('#good')]);
      expect(getElement('#bad').getAttribute('data-widget-state')).toBe('error');
      expect(consoleError).toHaveBeenCalledTimes(1);
      expect(consoleError).toHaveBeenCalledWith(
        '[widgets] "dancer" was not mounted on <div id="bad" data-widget="dancer" data-dancer-id="abc">: data-dancer-id expected a positive whole number, found "abc".',
      );
    });

    it('reports a chunk that fails to load once, marks its root and still mounts the other roots', async () => {
      const alpha = createProbeWidget('alpha');
      const failure = new Error('chunk 404');
      renderFixture('<div id="broken" data-widget="broken"></div><div id="fine" data-widget="alpha"></div>');
      const errors = recordEvents('widgets:error');
      const api = startTestWidgets({ broken: () => Promise.reject(failure), alpha: alpha.loader });
      await api.settled();

      const broken = getElement('#broken');
      expect(consoleError).toHaveBeenCalledTimes(1);
      expect(consoleError).toHaveBeenCalledWith(
        '[widgets] "broken" failed while loading on <div id="broken" data-widget="broken">; the rest of the page keeps working.',
        failure,
      );
      expect(broken.getAttribute('data-widget-state')).toBe('error');
      expect(errors).toEqual([{ type: 'widgets:error', target: broken, detail: { widget: 'broken', phase: 'loading', error: failure } }]);
      expect(alpha.probe.mounts).toEqual([getElement('#fine')]);
    });

    it('tries a chunk that failed to load again for the next root', async () => {
      const alpha = createProbeWidget('alpha');
      const loader = vi
        .fn<() => Promise<WidgetModule>>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue({ default: alpha.definition });
      renderFixture('<div data-widget="alpha"></div>');
      const api = startTestWidgets({ alpha: loader });
      await api.settled();

      document.body.insertAdjacentHTML('beforeend', '<div id="later" data-widget="alpha"></div>');
      await settle(api);

      expect(loader).toHaveBeenCalledTimes(2);
      expect(alpha.probe.mounts).toEqual([getElement('#later')]);
    });

    it('reports a widget whose mount throws once, marks its root and still mounts the other roots', async () => {
      const alpha = createProbeWidget('alpha');
      const failure = new Error('mount exploded');
      renderFixture('<div id="broken" data-widget="broken"></div><div id="fine" data-widget="alpha"></div>');
      const errors = recordEvents('widgets:error');
      const mounted = recordEvents('widgets:mounted');
      const api = startTestWidgets({ broken: loaderOf(createThrowingMountWidget('broken', failure)), alpha: alpha.loader });
      await api.settled();
      await api.mount();

      const broken = getElement('#broken');
      expect(consoleError).toHaveBeenCalledTimes(1);
      expect(consoleError).toHaveBeenCalledWith(
        '[widgets] "broken" failed while mounting on <div id="broken" data-widget="broken">; the rest of the page keeps working.',
        failure,
      );
      expect(broken.getAttribute('data-widget-state')).toBe('error');
      expect(errors).toEqual([{ type: 'widgets:error', target: broken, detail: { widget: 'broken', phase: 'mounting', error: failure } }]);
      expect(mounted.map((event) => event.target)).toEqual([getElement('#fine')]);
      expect(getElement('#fine').getAttribute('data-widget-state')).toBe('mounted');
    });

    it('still mounts the other roots of a chunk when one of them throws while mounting or while its schema checks it', async () => {
      const failure = new Error('this root exploded');
      const mounted: string[] = [];
      const flaky = runtimeDefinition({
        name: 'flaky',
        options: v.object({ id: v.pipe(v.string(), v.check((id) => (id === 'check' ? raise(failure) : true))) }),
        mount(element, options) {
          if (options.id === 'mount') throw failure;
          mounted.push(options.id);
          return () => undefined;
        },
      });
      renderFixture(
        ['one', 'check', 'two', 'mount', 'three'].map((id) => `<div id="${id}" data-widget="flaky" data-id="${id}"></div>`).join(''),
      );
      const errors = recordEvents('widgets:error');
      const api = startTestWidgets({ flaky: loaderOf(flaky) });
      await api.settled();

      expect(mounted).toEqual(['one', 'two', 'three']);
      expect(['one', 'check', 'two', 'mount', 'three'].map((id) => getElement(`#${id}`).getAttribute('data-widget-state'))).toEqual([
        'mounted',
        'error',
        'mounted',
        'error',
        'mounted',
      ]);
      expect(errors.map((event) => [event.target, event.detail])).toEqual([
        [getElement('#check'), { widget: 'flaky', phase: 'mounting', error: failure }],
        [getElement('#mount'), { widget: 'flaky', phase: 'mounting', error: failure }],
      ]);
      expect(consoleError).toHaveBeenCalledTimes(2);
    });

    it('reports a component that throws while rendering once, marks its root and still mounts the other roots', async () => {
      const alpha = createProbeWidget('alpha');
      const failure = new Error('render exploded');
      renderFixture('<div id="broken" data-widget="broken"><p>server text</p></div><div id="fine" data-widget="alpha"></div>');
      const errors = recordEvents('widgets:error');
      const api = startTestWidgets({ broken: loaderOf(createThrowingRenderWidget('broken', failure)), alpha: alpha.loader });
      await api.settled();
      await flushTasks();

      const broken = getElement('#broken');
      expect(consoleError).toHaveBeenCalledTimes(1);
      expect(consoleError).toHaveBeenCalledWith(
        '[widgets] "broken" failed while rendering on <div id="broken" data-widget="broken">; the rest of the page keeps working.',
        failure,
      );
      expect(broken.getAttribute('data-widget-state')).toBe('error');
      expect(errors).toEqual([{ type: 'widgets:error', target: broken, detail: { widget: 'broken', phase: 'rendering', error: failure } }]);
      expect(api.roots().find((root) => root.element === broken)?.widgets).toEqual({ broken: 'failed' });
      expect(alpha.probe.mounts).toEqual([getElement('#fine')]);
    });

    it('reports an error a mounted widget raises through its context once per root and phase', async () => {
      const alpha = createProbeWidget('alpha');
      renderFixture('<div id="root" data-widget="alpha"></div>');
      const errors = recordEvents('widgets:error');
      const api = startTestWidgets({ alpha: alpha.loader });
      await api.settled();
      const failure = new Error('click handler failed');

      alpha.probe.contexts[0]?.reportError(failure, 'clicking');
      alpha.probe.contexts[0]?.reportError(failure, 'clicking');

      expect(consoleError).toHaveBeenCalledTimes(1);
      expect(getElement('#root').getAttribute('data-widget-state')).toBe('error');
      expect(errors).toHaveLength(2);
      expect(errors[0]?.detail).toEqual({ widget: 'alpha', phase: 'clicking', error: failure });
    });
  });

  describe('a failed root\'s disabled controls (issue 17)', () => {
    const ROOT_FAILED = 'This part of the page could not be loaded. Reload the page to try again.';
    const SERVER_BUTTON = '<button type="button" disabled>Add to favorites</button>';

    /** The root's note and whether its disabled button names it as its description. */
    function explanation(selector: string) {
      const root = getElement(selector);
      const note = root.querySelector('.widgets-failed');
      return { text: note?.textContent ?? null, described: Boolean(note) && root.querySelector('button')?.getAttribute('aria-describedby') === note?.id };
    }

    it.each([
      ['invalid options', '<div id="root" data-widget="dancer" data-dancer-id="abc">', () => createDancerWidget().loader],
      ['a chunk that failed to load', '<div id="root" data-widget="dancer">', () => () => Promise.reject(new Error('refused'))],
      ['a mount that threw', '<div id="root" data-widget="dancer">', () => loaderOf(createThrowingMountWidget('dancer', new Error('boom')))],
      ['an unknown name', '<div id="root" data-widget="dancr">', () => createDancerWidget().loader],
    ])('explains a root that failed with %s in a note its button names, and the other roots mount', async (_case, open, loader) => {
      const fine = createDancerWidget();
      renderFixture(`${open}${SERVER_BUTTON}</div><div id="fine" data-widget="fine" data-dancer-id="7">${SERVER_BUTTON}</div>`);

      const api = startTestWidgets({ dancer: loader(), fine: fine.loader });
      await api.settled();

      expect(explanation('#root')).toEqual({ text: ROOT_FAILED, described: true });
      expect(getElement('#root').getAttribute('data-widget-state')).toBe('error');
      expect(explanation('#fine')).toEqual({ text: null, described: false });
      expect(fine.probe.mounts).toEqual([getElement('#fine')]);
    });

    it('explains a root once, however often the page is mounted again', async () => {
      renderFixture(`<div id="root" data-widget="nope">${SERVER_BUTTON}</div>`);
      const api = startTestWidgets({});
      await api.settled();

      await api.mount();
      await api.mount(getElement('#root'));

      expect(getElement('#root').querySelectorAll('.widgets-failed')).toHaveLength(1);
    });

    it('leaves a root alone while another of its widgets mounted', async () => {
      const alpha = createProbeWidget('alpha');
      renderFixture(`<div id="root" data-widget="nope alpha">${SERVER_BUTTON}</div>`);

      const api = startTestWidgets({ alpha: alpha.loader });
      await api.settled();

      expect(getElement('#root').getAttribute('data-widget-state')).toBe('error');
      expect(explanation('#root')).toEqual({ text: null, described: false });
    });

    it('takes the note away when the root is unmounted, putting the server markup back as it was', async () => {
      renderFixture(`<div id="root" data-widget="nope">${SERVER_BUTTON}</div>`);
      const api = startTestWidgets({});
      await api.settled();
      expect(explanation('#root').text).toBe(ROOT_FAILED);

      api.unmount(getElement('#root'));
      await flushTasks();

      expect(getElement('#root').innerHTML).toBe(SERVER_BUTTON.replace('disabled', 'disabled=""'));
    });

    it('takes the note away before a corrected name mounts, so the widget finds the server markup', async () => {
      const dancer = createDancerWidget();
      const seen: string[] = [];
      dancer.loader.mockImplementation(async () => {
        seen.push(getElement('#root').innerHTML);
        return { default: dancer.definition };
      });
      renderFixture(`<div id="root" data-widget="dancr" data-dancer-id="4">${SERVER_BUTTON}</div>`);
      const api = startTestWidgets({ dancer: dancer.loader });
      await api.settled();
      expect(explanation('#root').text).toBe(ROOT_FAILED);

      getElement('#root').setAttribute('data-widget', 'dancer');
      await settle(api);

      expect(seen).toEqual([SERVER_BUTTON.replace('disabled', 'disabled=""')]);
      expect(dancer.probe.mounts).toEqual([getElement('#root')]);
      expect(getElement('#root').getAttribute('data-widget-state')).toBe('mounted');
      expect(getElement('#root button').hasAttribute('aria-describedby')).toBe(false);
    });
  });

  describe('problems reported by widgets', () => {
    it('shows a problem once per page and key, naming the widget, its root and the element it is about', async () => {
      const alpha = createProbeWidget('alpha');
      renderFixture('<div id="one" data-widget="alpha"></div><div id="two" data-widget="alpha"></div><b id="about"></b>');
      const api = startTestWidgets({ alpha: alpha.loader });
      await api.settled();

      alpha.probe.contexts[0]?.reportProblem('url', 'the ad frame URL is not http(s)', getElement('#about'));
      alpha.probe.contexts[1]?.reportProblem('url', 'the ad frame URL is not http(s)');
      alpha.probe.contexts[1]?.reportProblem('other', 'something else');

      expect(consoleError.mock.calls).toEqual([
        ['[widgets] "alpha" on <div id="one" data-widget="alpha" data-widget-state="mounted">: the ad frame URL is not http(s) (<b id="about">)'],
        ['[widgets] "alpha" on <div id="two" data-widget="alpha" data-widget-state="mounted">: something else'],
      ]);
      expect(getElement('#one').getAttribute('data-widget-state')).toBe('mounted');
    });
  });

  describe('events', () => {
    it('dispatches widgets:mounted on the root, bubbling to document with the widget name', async () => {
      const alpha = createProbeWidget('alpha');
      const beta = createProbeWidget('beta');
      renderFixture('<div id="root" data-widget="alpha beta"></div>');
      const events = recordEvents('widgets:mounted');
      const api = startTestWidgets({ alpha: alpha.loader, beta: beta.loader });
      await api.settled();

      const root = getElement('#root');
      expect(events).toEqual([
        { type: 'widgets:mounted', target: root, detail: { widget: 'alpha' } },
        { type: 'widgets:mounted', target: root, detail: { widget: 'beta' } },
      ]);
    });

    it('dispatches widgets:unmounted on a root unmounted in place, bubbling to document with the widget and the root', async () => {
      const alpha = createProbeWidget('alpha');
      renderFixture('<div id="root" data-widget="alpha"></div>');
      const events = recordEvents('widgets:unmounted');
      const api = startTestWidgets({ alpha: alpha.loader });
      await api.settled();
      const root = getElement('#root');

      api.unmount(root);

      expect(events).toEqual([{ type: 'widgets:unmounted', target: root, detail: { widget: 'alpha', element: root } }]);
    });

    it('tells document about each widget of a root removed from the page, as the detached root cannot bubble there', async () => {
      const alpha = createProbeWidget('alpha');
      const beta = createProbeWidget('beta');
      renderFixture('<div id="root" data-widget="alpha beta"></div>');
      const onDocument = recordEvents('widgets:unmounted');
      const api = startTestWidgets({ alpha: alpha.loader, beta: beta.loader });
      await api.settled();
      const root = getElement('#root');
      const onRoot: unknown[] = [];
      root.addEventListener('widgets:unmounted', (event) => onRoot.push((event as CustomEvent).detail));

      root.remove();
      await flushTasks();

      expect(onDocument).toEqual([
        { type: 'widgets:unmounted', target: document, detail: { widget: 'alpha', element: root } },
        { type: 'widgets:unmounted', target: document, detail: { widget: 'beta', element: root } },
      ]);
      expect(onRoot).toEqual([
        { widget: 'alpha', element: root },
        { widget: 'beta', element: root },
      ]);
    });

    it('dispatches a widget event through the context as widgets:<widget>:<name> on the root', async () => {
      const alpha = createProbeWidget('alpha');
      renderFixture('<div id="root" data-widget="alpha"></div>');
      const events = recordEvents('widgets:alpha:change');
      const api = startTestWidgets({ alpha: alpha.loader });
      await api.settled();

      alpha.probe.contexts[0]?.dispatch('change', { value: 1 });

      expect(events).toEqual([{ type: 'widgets:alpha:change', target: getElement('#root'), detail: { value: 1 } }]);
    });
  });
});
