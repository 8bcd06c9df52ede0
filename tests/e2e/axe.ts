import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe-core into a page or frame. Evaluated, not added as a script tag: the demo pages' strict
 * Content-Security-Policy refuses an inline script, and evaluation from the test is not subject to it.
 */
export async function injectAxe(target: Page | Frame): Promise<void> {
  if (await target.evaluate(() => 'axe' in window)) return;
  await target.evaluate(axeSource);
}

/** One axe violation, reduced to what a failure message needs. */
export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly helpUrl: string;
  readonly targets: string[];
}

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page (or one frame of it) as it is now and returns the serious and critical violations.
 * (@axe-core/playwright needs Node 22, so axe is injected as a plain script.)
 */
export async function findSeriousViolations(page: Page | Frame): Promise<AxeViolation[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context?: unknown): Promise<{ violations: RawViolation[] }> } }).axe;
    interface RawViolation {
      id: string;
      impact?: string | null;
      help: string;
      helpUrl: string;
      nodes: { target: unknown[] }[];
    }
    const result = await axe.run(document);
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  });
  return violations.filter((violation) => violation.impact !== null && BLOCKING_IMPACTS.has(violation.impact));
}

/** Formats violations for an assertion message. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.targets.join(', ')})`).join('\n');
}
