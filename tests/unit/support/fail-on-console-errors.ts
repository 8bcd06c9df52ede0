import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

/**
 * For component and hook tests: after each test, unmounts what Testing Library rendered, empties
 * the body and fails the test if either React logged an error (an act() warning included).
 */
export function failOnConsoleErrors(): void {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
    expect(consoleError).not.toHaveBeenCalled();
  });
}
