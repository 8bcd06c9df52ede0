import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../../shared/lazy/load-once.ts';

describe('loadOnce', () => {
  it('starts the load on the first call only and gives every caller the same result', async () => {
    const load = vi.fn(() => Promise.resolve({ answer: 42 }));
    const get = loadOnce(load);

    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([get(), get()]);
    const third = await get();

    expect(load).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(third).toBe(first);
    expect(first).toEqual({ answer: 42 });
  });

  it('rejects every caller of a failed load, then tries again on the next call', async () => {
    const failure = new Error('chunk failed');
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(failure).mockResolvedValue('loaded');
    const get = loadOnce(load);

    await expect(Promise.all([get(), get()])).rejects.toBe(failure);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(get()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('holds the loaded module once the load has succeeded (not before, not after a failure)', async () => {
    const failure = new Error('chunk failed');
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(failure).mockResolvedValue('loaded');
    const get = loadOnce(load);
    expect(get.loaded).toBeUndefined();
    await expect(get()).rejects.toBe(failure);
    expect(get.loaded).toBeUndefined();
    await expect(get()).resolves.toBe('loaded');
    expect(get.loaded).toBe('loaded');
  });
});

