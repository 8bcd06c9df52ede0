import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENCY_RELOAD_MS } from '../../../shared/constants.ts';
import { startReloadCountdown } from '../../../widgets/agency-form/start-reload-countdown.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('startReloadCountdown', () => {
  it(`shows the seconds left each second and reloads after AGENCY_RELOAD_MS (${AGENCY_RELOAD_MS} ms), not before`, () => {
    const shown: number[] = [];
    const reload = vi.fn();
    startReloadCountdown((seconds) => shown.push(seconds), reload);
    expect(shown).toEqual([4]);
    vi.advanceTimersByTime(AGENCY_RELOAD_MS - 1);
    expect(shown).toEqual([4, 3, 2, 1]);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([4, 3, 2, 1]);
  });

  it('stops both the countdown and the reload when stopped', () => {
    const show = vi.fn();
    const reload = vi.fn();
    const stop = startReloadCountdown(show, reload);
    vi.advanceTimersByTime(1500);
    stop();
    vi.advanceTimersByTime(AGENCY_RELOAD_MS);
    expect(show).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });
});
