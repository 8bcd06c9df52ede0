import type { Page } from '@playwright/test';

/** One `securitypolicyviolation` event a page saw. */
export interface CspViolation {
  readonly directive: string;
  readonly blockedURI: string;
  readonly sample: string;
}

declare global {
  interface Window {
    __cspViolations?: CspViolation[];
  }
}

/** Records every `securitypolicyviolation` of the page's documents from now on; read them with `cspViolations`. */
export async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({ directive: event.effectiveDirective, blockedURI: event.blockedURI, sample: event.sample });
    });
  });
}

/** The violations the current document saw (see `watchCspViolations`). */
export async function cspViolations(page: Page): Promise<CspViolation[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}
