import { vi, type MockInstance } from 'vitest';

/** A spy on `console.error` that keeps the test output quiet; `restoreMocks` undoes it after each test. */
export type ConsoleErrorSpy = MockInstance<typeof console.error>;

/** Replaces `console.error` with a silent spy, so a test can count and read the problems reported. */
export function spyOnConsoleError(): ConsoleErrorSpy {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}
