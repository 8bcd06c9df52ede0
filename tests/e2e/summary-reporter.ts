import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Prints one final line after the list reporter: counts by outcome and the wall time. */
export default class SummaryReporter implements Reporter {
  readonly #outcomes = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    // Count each test once, by its last attempt.
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    const outcome = test.outcome();
    this.#outcomes.set(outcome, (this.#outcomes.get(outcome) ?? 0) + 1);
  }

  onEnd(result: FullResult): void {
    const counts = ['expected', 'unexpected', 'flaky', 'skipped']
      .map((outcome) => `${this.#outcomes.get(outcome) ?? 0} ${outcome === 'expected' ? 'passed' : outcome === 'unexpected' ? 'failed' : outcome}`)
      .join(', ');
    console.log(`e2e: ${result.status.toUpperCase()}: ${counts} in ${(result.duration / 1000).toFixed(1)} s`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
