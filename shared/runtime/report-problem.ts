const reportedKeys = new Set<string>();
const reportedPerElement = new WeakMap<Element, Set<string>>();
const lastProblem = new WeakMap<Element, string>();

/**
 * Logs `message` as one console error the first time `key` is seen (per element when one is given),
 * so a problem that repeats on every mutation or every click is shown once.
 */
export function reportProblemOnce(key: string, message: string, error?: unknown, element?: Element): void {
  let seen = reportedKeys;
  if (element) {
    lastProblem.set(element, message);
    seen = reportedPerElement.get(element) ?? new Set<string>();
    reportedPerElement.set(element, seen);
  }
  if (seen.has(key)) return;
  seen.add(key);
  if (error === undefined) console.error(message);
  else console.error(message, error);
}

/** The last problem reported about `element` (the debug mode's label on a failed root). */
export function problemOf(element: Element): string | undefined {
  return lastProblem.get(element);
}

/** Forgets the page-wide keys already reported (tests only). */
export function resetReportedProblems(): void {
  reportedKeys.clear();
}
