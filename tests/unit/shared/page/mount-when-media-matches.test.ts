import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_MAX_WIDTH_PX } from '../../../../shared/constants.ts';
import { mountWhenMediaMatches, type BehaviourMounter } from '../../../../shared/page/mount-when-media-matches.ts';
import { recordingContext, type RecordingContext } from '../../support/fake-context.ts';
import { resetViewport, setViewportWidth } from '../../support/viewport.ts';

const PHONE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

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

let context: RecordingContext;

beforeEach(() => {
  context = recordingContext('test-widget');
});

afterEach(() => {
  resetViewport();
});

describe('mountWhenMediaMatches', () => {
  it('loads and mounts the behaviour at once when the query matches at the start, and unmounts it on cleanup', async () => {
    setViewportWidth(375);
    const behaviour = fakeBehaviour();
    const load = vi.fn(() => Promise.resolve(behaviour.mount));

    const cleanup = mountWhenMediaMatches(PHONE_QUERY, load, context);
    expect(load).toHaveBeenCalledTimes(1);
    await loadSettled();
    expect(behaviour.mount).toHaveBeenCalledTimes(1);

    cleanup();
    expect(behaviour.unmount).toHaveBeenCalledTimes(1);
    expect(context.errors).toEqual([]);
  });

  it('loads nothing while the query does not match, then loads once the first time it matches', async () => {
    setViewportWidth(1280);
    const behaviour = fakeBehaviour();
    const load = vi.fn(() => Promise.resolve(behaviour.mount));

    const cleanup = mountWhenMediaMatches(PHONE_QUERY, load, context);
    setViewportWidth(800);
    await loadSettled();
    expect(load).not.toHaveBeenCalled();

    setViewportWidth(MOBILE_MAX_WIDTH_PX);
    expect(load).toHaveBeenCalledTimes(1);
    await loadSettled();
    expect(behaviour.mount).toHaveBeenCalledTimes(1);

    // Later changes are the behaviour's own business: it stays mounted, and nothing loads again.
    setViewportWidth(1280);
    setViewportWidth(375);
    await loadSettled();
    expect(load).toHaveBeenCalledTimes(1);
    expect(behaviour.mount).toHaveBeenCalledTimes(1);
    expect(behaviour.unmount).not.toHaveBeenCalled();

    cleanup();
    expect(behaviour.unmount).toHaveBeenCalledTimes(1);
  });

  it('never loads when the query never matches, and stops watching on cleanup', async () => {
    setViewportWidth(576);
    const load = vi.fn(() => Promise.resolve(fakeBehaviour().mount));

    const cleanup = mountWhenMediaMatches(PHONE_QUERY, load, context);
    setViewportWidth(1280);
    setViewportWidth(992);
    cleanup();
    setViewportWidth(375);
    await loadSettled();

    expect(load).not.toHaveBeenCalled();
    expect(context.errors).toEqual([]);
  });

  it('mounts nothing when the cleanup comes while the code is still loading', async () => {
    setViewportWidth(375);
    const behaviour = fakeBehaviour();
    const { load, resolve } = pendingLoad();

    const cleanup = mountWhenMediaMatches(PHONE_QUERY, load, context);
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

    const cleanup = mountWhenMediaMatches(PHONE_QUERY, load, context);
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

    mountWhenMediaMatches(PHONE_QUERY, load, context);
    await loadSettled();

    expect(context.errors).toEqual([[failure, 'loading its code for this screen size']]);
  });

  it('reports nothing when the load fails after the cleanup', async () => {
    setViewportWidth(375);
    const { load, reject } = pendingLoad();

    const cleanup = mountWhenMediaMatches(PHONE_QUERY, load, context);
    cleanup();
    reject(new Error('chunk failed'));
    await loadSettled();

    expect(context.errors).toEqual([]);
  });
});
