import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_MAX_WIDTH_PX } from '../../../../shared/constants.ts';
import { mountOnFirstUse, type BehaviourMounter, type FirstUse } from '../../../../shared/page/mount-on-first-use.ts';
import { recordingContext, type RecordingContext } from '../../support/fake-context.ts';
import { resetViewport, setViewportWidth } from '../../support/viewport.ts';

const PHONE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;
const USE_EVENTS = ['pointerdown', 'focusin'] as const;

/** A behaviour whose mount and unmount the test counts. */
function fakeBehaviour() {
  const unmount = vi.fn();
  const mount = vi.fn<BehaviourMounter>(() => unmount);
  return { mount, unmount };
}

/** A load the test finishes (or fails) when it chooses, as a slow network would. */
function pendingLoad() {
  let resolve!: (mount: BehaviourMounter) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<BehaviourMounter>((resolveLoad, rejectLoad) => {
    resolve = resolveLoad;
    reject = rejectLoad;
  });
  return { load: vi.fn(() => promise), resolve, reject };
}

/** Lets the load's promise callbacks run. */
const loadSettled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Dispatches a sign of use on `target`, bubbling as the browser's would. */
const use = (target: EventTarget, type: string = 'pointerdown') => target.dispatchEvent(new Event(type, { bubbles: true }));

let context: RecordingContext;
let target: HTMLElement;

/** Starts `mountOnFirstUse` on the phone query with `target` and USE_EVENTS, and `overrides`. */
function start(load: FirstUse['load'], overrides: Partial<FirstUse> = {}) {
  return mountOnFirstUse({ query: PHONE_QUERY, target, events: USE_EVENTS, load, ...overrides }, context);
}

beforeEach(() => {
  context = recordingContext('test-widget');
  target = document.createElement('nav');
  document.body.append(target);
});

afterEach(() => {
  target.remove();
  resetViewport();
});

describe('mountOnFirstUse', () => {
  it('loads nothing at the start, even when the query matches: the first sign of use loads and mounts the behaviour', async () => {
    setViewportWidth(375);
    const behaviour = fakeBehaviour();
    const load = vi.fn(() => Promise.resolve(behaviour.mount));

    const cleanup = start(load);
    await loadSettled();
    expect(load).not.toHaveBeenCalled();

    use(target.appendChild(document.createElement('a')), 'focusin');
    expect(load).toHaveBeenCalledTimes(1);
    await loadSettled();
    expect(behaviour.mount).toHaveBeenCalledTimes(1);

    cleanup();
    expect(behaviour.unmount).toHaveBeenCalledTimes(1);
    expect(context.errors).toEqual([]);
  });

  it('loads once: later signs of use, while loading or after, are the behaviour\'s own business', async () => {
    setViewportWidth(375);
    const behaviour = fakeBehaviour();
    const { load, resolve } = pendingLoad();

    start(load);
    use(target);
    use(target, 'focusin');
    resolve(behaviour.mount);
    await loadSettled();
    use(target);
    setViewportWidth(1280);
    setViewportWidth(375);
    use(target);
    await loadSettled();

    expect(load).toHaveBeenCalledTimes(1);
    expect(behaviour.mount).toHaveBeenCalledTimes(1);
    expect(behaviour.unmount).not.toHaveBeenCalled();
  });

  it('listens passively, so that a touch or a scroll never waits for it', () => {
    setViewportWidth(375);
    const addListener = vi.spyOn(target, 'addEventListener');

    start(vi.fn(() => Promise.resolve(fakeBehaviour().mount)));

    expect(addListener.mock.calls.map(([type, , options]) => [type, options])).toEqual([
      ['pointerdown', { passive: true }],
      ['focusin', { passive: true }],
    ]);
  });

  it('neither listens nor loads while the query does not match, whatever happens on the target', async () => {
    setViewportWidth(576);
    const addListener = vi.spyOn(target, 'addEventListener');
    const load = vi.fn(() => Promise.resolve(fakeBehaviour().mount));

    start(load, { neededNow: () => true });
    use(target);
    use(target, 'focusin');
    setViewportWidth(1280);
    use(target);
    await loadSettled();

    expect(addListener).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts listening when the query starts matching, and stops again when it stops', async () => {
    setViewportWidth(1280);
    const behaviour = fakeBehaviour();
    const load = vi.fn(() => Promise.resolve(behaviour.mount));

    start(load);
    setViewportWidth(375);
    setViewportWidth(800);
    use(target);
    await loadSettled();
    expect(load).not.toHaveBeenCalled();

    setViewportWidth(MOBILE_MAX_WIDTH_PX);
    use(target);
    expect(load).toHaveBeenCalledTimes(1);
    await loadSettled();
    expect(behaviour.mount).toHaveBeenCalledTimes(1);
  });

  it('ignores a sign of use that comes after the query stopped matching but before its change event', async () => {
    // In a browser, a window widened past the query gets its resize event before the query's change.
    const media = Object.assign(new EventTarget(), { matches: true, media: PHONE_QUERY });
    vi.spyOn(window, 'matchMedia').mockReturnValue(media as unknown as MediaQueryList);
    const load = vi.fn(() => Promise.resolve(fakeBehaviour().mount));

    start(load, { target: window, events: ['resize'] });
    media.matches = false;
    use(window, 'resize');
    await loadSettled();

    expect(load).not.toHaveBeenCalled();
  });

  it('loads at once, without a sign of use, when neededNow() says so as the query matches at the start', async () => {
    setViewportWidth(375);
    const behaviour = fakeBehaviour();
    const load = vi.fn(() => Promise.resolve(behaviour.mount));
    const neededNow = vi.fn(() => true);

    start(load, { neededNow });
    expect(load).toHaveBeenCalledTimes(1);
    await loadSettled();

    expect(behaviour.mount).toHaveBeenCalledTimes(1);
    expect(neededNow).toHaveBeenCalledTimes(1);
  });

  it('asks neededNow() again each time the query starts matching, and loads at once when it says so', async () => {
    setViewportWidth(1280);
    let needed = false;
    const neededNow = vi.fn(() => needed);
    const load = vi.fn(() => Promise.resolve(fakeBehaviour().mount));

    start(load, { neededNow });
    expect(neededNow).not.toHaveBeenCalled();
    setViewportWidth(375);
    expect(neededNow).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();

    setViewportWidth(1280);
    needed = true;
    setViewportWidth(375);

    expect(neededNow).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing after the cleanup, and removes its listeners', async () => {
    setViewportWidth(375);
    const removeListener = vi.spyOn(target, 'removeEventListener');
    const load = vi.fn(() => Promise.resolve(fakeBehaviour().mount));

    const cleanup = start(load);
    cleanup();
    use(target);
    setViewportWidth(1280);
    setViewportWidth(375);
    use(target);
    await loadSettled();

    expect(load).not.toHaveBeenCalled();
    expect(removeListener.mock.calls.map(([type]) => type)).toEqual(['pointerdown', 'focusin']);
    expect(context.errors).toEqual([]);
  });

  it('mounts nothing when the cleanup comes while the code is still loading', async () => {
    setViewportWidth(375);
    const behaviour = fakeBehaviour();
    const { load, resolve } = pendingLoad();

    const cleanup = start(load);
    use(target);
    expect(load).toHaveBeenCalledTimes(1);
    cleanup();
    resolve(behaviour.mount);
    await loadSettled();

    expect(behaviour.mount).not.toHaveBeenCalled();
    expect(behaviour.unmount).not.toHaveBeenCalled();
    expect(context.errors).toEqual([]);
  });

  it('reports a failed load through context.reportError, without an unhandled rejection', async () => {
    setViewportWidth(375);
    const failure = new Error('chunk failed');
    const { load, reject } = pendingLoad();

    const cleanup = start(load);
    use(target);
    reject(failure);
    await loadSettled();

    expect(context.errors).toEqual([[failure, 'loading its code for this screen size']]);
    // The cleanup still works after a failure (nothing to unmount).
    expect(cleanup).not.toThrow();
  });

  it('reports a behaviour that throws while mounting the same way', async () => {
    setViewportWidth(375);
    const failure = new Error('mount failed');
    const load = vi.fn(() =>
      Promise.resolve<BehaviourMounter>(() => {
        throw failure;
      }),
    );

    start(load, { neededNow: () => true });
    await loadSettled();

    expect(context.errors).toEqual([[failure, 'loading its code for this screen size']]);
  });

  it('reports nothing when the load fails after the cleanup', async () => {
    setViewportWidth(375);
    const { load, reject } = pendingLoad();

    const cleanup = start(load);
    use(target);
    cleanup();
    reject(new Error('chunk failed'));
    await loadSettled();

    expect(context.errors).toEqual([]);
  });
});
