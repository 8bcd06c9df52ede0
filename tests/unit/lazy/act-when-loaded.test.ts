import { describe, expect, it, vi } from 'vitest';
import { actWhenLoaded } from '../../../shared/lazy/act-when-loaded.ts';
import { recordingContext } from '../support/fake-context.ts';
import { createDeferred } from '../support/fake-widgets.tsx';

interface Part {
  readonly run: () => void;
}

describe('actWhenLoaded', () => {
  it('acts with the loaded part while the widget is mounted, and reports nothing', async () => {
    const context = recordingContext('test');
    const run = vi.fn();
    const recover = vi.fn();
    const signal = new AbortController().signal;
    await actWhenLoaded({ load: () => Promise.resolve<Part>({ run }), signal, act: (part) => part.run(), recover, phase: 'acting' }, context);
    expect(run).toHaveBeenCalledTimes(1);
    expect(recover).not.toHaveBeenCalled();
    expect(context.errors).toEqual([]);
  });

  it('does not act when the widget was unmounted while its part was loading', async () => {
    const context = recordingContext('test');
    const load = createDeferred<Part>();
    const mount = new AbortController();
    const run = vi.fn();
    const done = actWhenLoaded({ load: () => load.promise, signal: mount.signal, act: (part) => part.run(), phase: 'acting' }, context);
    mount.abort();
    load.resolve({ run });
    await done;
    expect(run).not.toHaveBeenCalled();
    expect(context.errors).toEqual([]);
  });

  it('neither recovers nor reports a load that fails after the unmount', async () => {
    const context = recordingContext('test');
    const load = createDeferred<Part>();
    const mount = new AbortController();
    const recover = vi.fn();
    const done = actWhenLoaded({ load: () => load.promise, signal: mount.signal, act: () => {}, recover, phase: 'acting' }, context);
    mount.abort();
    load.reject(new Error('chunk failed'));
    await expect(done).resolves.toBeUndefined();
    expect(recover).not.toHaveBeenCalled();
    expect(context.errors).toEqual([]);
  });

  it('recovers, then reports a failed load with its phase, and still fulfils', async () => {
    const failure = new Error('chunk failed');
    const order: string[] = [];
    const done = actWhenLoaded(
      {
        load: () => Promise.reject(failure),
        signal: new AbortController().signal,
        act: () => order.push('act'),
        recover: () => order.push('recover'),
        phase: 'loading the part',
      },
      { reportError: (error, phase) => order.push(`report ${String(error === failure)} ${phase}`) },
    );
    await expect(done).resolves.toBeUndefined();
    expect(order).toEqual(['recover', 'report true loading the part']);
  });

  it('reports an exception thrown while acting instead of rejecting, so it is never an unhandled rejection', async () => {
    const context = recordingContext('test');
    const failure = new Error('act failed');
    const recover = vi.fn();
    const done = actWhenLoaded(
      {
        load: () => Promise.resolve({}),
        signal: new AbortController().signal,
        act: () => {
          throw failure;
        },
        recover,
        phase: 'acting',
      },
      context,
    );
    await expect(done).resolves.toBeUndefined();
    expect(recover).toHaveBeenCalledTimes(1);
    expect(context.errors).toEqual([[failure, 'acting']]);
  });

  it('acts at once, in the caller\'s task, with the part already loaded, and reports an exception there too', () => {
    const context = recordingContext('test');
    const run = vi.fn();
    const load = vi.fn(() => Promise.resolve<Part>({ run }));
    const signal = new AbortController().signal;
    void actWhenLoaded({ load, loaded: { run }, signal, act: (part) => part.run(), phase: 'acting' }, context);
    // No await: issue 19's tap acts before its task ends.
    expect(run).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();

    const failure = new Error('act failed');
    const recover = vi.fn();
    const act = () => {
      throw failure;
    };
    void actWhenLoaded({ load, loaded: { run }, signal, act, recover, phase: 'acting' }, context);
    expect(recover).toHaveBeenCalledTimes(1);
    expect(context.errors).toEqual([[failure, 'acting']]);
  });
});
