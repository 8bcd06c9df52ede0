import { test as base, expect, type Page, type Route } from '@playwright/test';
import { contentSecurityPolicy, CSP_HEADER } from '../../demo-pages/server/http/content-security-policy.ts';
import { IdlePrefetch } from '../../shared/runtime/preload/idle-prefetch-signal.ts';

/** A call kind the fake backend knows (`call` in `/__requests` and `/__scenario`). */
export type CallKind = 'favorite' | (string & {});

/** How the fake backend answers the next call of a kind. */
export type ScenarioOutcome =
  | 'ok'
  | 'http-500'
  | 'http-403'
  | 'network'
  | 'timeout'
  | 'malformed'
  | 'error-message'
  | 'error-list'
  | 'slow'
  | 'extra-fields'
  | 'very-slow';

/** One call as the fake backend logged it at `GET /__requests`. */
export interface LoggedRequest {
  readonly time: string | number;
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string | string[]>;
  readonly call: string | null;
  readonly fields: Record<string, string | string[]>;
  readonly headers: { readonly contentType?: string | null; readonly xRequestedWith?: string | null };
  /** The scenario outcome the backend applied to this call, if any. */
  readonly scenario?: ScenarioOutcome | null;
}

/** One console error a page printed. */
export interface ConsoleError {
  readonly text: string;
  readonly url: string;
}

type TextMatcher = string | RegExp | ((text: string) => boolean);

/** One `securitypolicyviolation` event a document of the test fired (in any frame). */
export interface CspViolation {
  /** The directive that refused, e.g. `style-src-attr` or `script-src-elem`. */
  readonly directive: string;
  /** What was refused: a URL, or `inline` or `eval`. */
  readonly blockedURI: string;
  /** The document that fired the event. */
  readonly documentURI: string;
  /** Where the refused code was, when the browser knows (`file:line`). */
  readonly source: string;
  /** The first characters of the refused inline code, when the policy asks for samples. */
  readonly sample: string;
}

/** The demo server of this run and the fake backend's test controls. */
export interface DemoServer {
  /** The server's origin, without a trailing slash. */
  readonly url: string;
  /** Clears the fake backend's state: favorites, scenarios, request log. */
  reset(): Promise<void>;
  /** Forgets the calls logged so far. */
  clearRequests(): Promise<void>;
  /** Lets every answer the `very-slow` outcome holds go now. */
  release(): Promise<void>;
}

interface DemoFixtures {
  demo: DemoServer;
  /** Sets the fake backend's next answer for one call kind (`sticky` keeps it for every later call). */
  scenario: (call: CallKind, outcome: ScenarioOutcome, options?: { sticky?: boolean }) => Promise<void>;
  /** Drops the pending scenario of one call kind (of every kind without `call`). */
  clearScenario: (call?: CallKind) => Promise<void>;
  /** The calls the fake backend received, oldest first; `call` filters by kind. */
  requests: (call?: CallKind) => Promise<LoggedRequest[]>;
  /** Uncaught exceptions of every page of the test, in order. */
  pageErrors: Error[];
  /** Console errors of every page of the test, in order. */
  consoleErrors: ConsoleError[];
  /**
   * Declares a console error the test provokes on purpose: matching errors do not fail the test,
   * and the test fails if none of them ever appears.
   */
  expectConsoleError: (matcher: TextMatcher) => void;
  /**
   * Declares a Content-Security-Policy violation the test provokes on purpose (matched against
   * `directive blockedURI`): it does not fail the test, and the test fails if none ever happens.
   */
  expectCspViolation: (matcher: TextMatcher) => void;
  /** The Content-Security-Policy violations the documents of the test reported, in order. */
  cspViolations: CspViolation[];
  /** What the pages of the test printed or threw, and the console errors the test declared. */
  pageProblems: PageProblems;
  /** Fails the test on a page error, an undeclared console error or an undeclared CSP violation (automatic). */
  pageProblemGuard: void;
  /**
   * Whether the test's pages run as a visitor who asked to save data (`navigator.connection.saveData`):
   * true unless a spec says `test.use({ saveData: false })`. Then widgets.js never prefetches the
   * on-use code when idle (issue 19), so the specs see that code load on first use, as such a
   * visitor gets it; tests/e2e/first-interaction.spec.ts tests the idle prefetch itself.
   */
  saveData: boolean;
  /** Applies `saveData` to the test's context and to every context the test opens (automatic). */
  saveDataEmulation: void;
}

/** Makes `navigator.connection` say the visitor asked to save data; runs before any script of the page. */
export function emulateSaveData(): void {
  Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });
}

interface PageProblems {
  readonly pageErrors: Error[];
  readonly consoleErrors: ConsoleError[];
  readonly declared: TextMatcher[];
  readonly cspViolations: CspViolation[];
  readonly declaredCspViolations: TextMatcher[];
}

/** The binding through which the init script below hands each violation to the test. */
const CSP_VIOLATION_BINDING = '__e2eCspViolation';

/** Runs in every frame before its own scripts: reports each refusal of the page's policy. */
function reportCspViolations(binding: string): void {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, ((violation: CspViolation) => void) | undefined>)[binding];
      report?.({
        directive: event.effectiveDirective || event.violatedDirective,
        blockedURI: event.blockedURI,
        documentURI: event.documentURI,
        source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '',
        sample: event.sample,
      });
    },
    true,
  );
}

/** Whether a console error is Chromium's own report of a Content-Security-Policy refusal. */
function isCspConsoleMessage(text: string): boolean {
  return /\bContent Security Policy\b/.test(text);
}

/** How a violation reads in a failure and what declared matchers are matched against. */
function describeViolation(violation: CspViolation): string {
  return `${violation.directive} ${violation.blockedURI}`;
}

function demoUrl(): string {
  const url = process.env.DEMO_URL;
  if (!url) throw new Error('DEMO_URL is not set: the demo server is started by tests/e2e/global-setup.ts.');
  return url;
}

/** Calls one of the fake backend's QA endpoints and returns the answer's text. */
async function callServer(path: string, init: RequestInit = {}): Promise<string> {
  const response = await fetch(`${demoUrl()}${path}`, init);
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered HTTP ${response.status}: ${body}`);
  return body;
}

function matches(matcher: TextMatcher, text: string): boolean {
  if (typeof matcher === 'string') return text.includes(matcher);
  if (matcher instanceof RegExp) return matcher.test(text);
  return matcher(text);
}

/** The suite's `test`: Playwright's, with the demo server, its controls and console watching. */
export const test = base.extend<DemoFixtures>({
  baseURL: async ({}, use) => {
    await use(demoUrl());
  },

  demo: [
    async ({}, use) => {
      const demo: DemoServer = {
        url: demoUrl(),
        reset: async () => {
          await callServer('/__reset', { method: 'POST' });
        },
        clearRequests: async () => {
          await callServer('/__requests', { method: 'DELETE' });
        },
        release: async () => {
          await callServer('/__release', { method: 'POST' });
        },
      };
      await demo.reset();
      await use(demo);
    },
    { auto: true },
  ],

  scenario: async ({}, use) => {
    await use(async (call, outcome, options = {}) => {
      await callServer('/__scenario', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ call, outcome, ...(options.sticky ? { sticky: true } : {}) }),
      });
    });
  },

  clearScenario: async ({}, use) => {
    await use(async (call) => {
      await callServer(`/__scenario${call === undefined ? '' : `?call=${encodeURIComponent(call)}`}`, { method: 'DELETE' });
    });
  },

  requests: async ({}, use) => {
    await use(async (call) => {
      const list = JSON.parse(await callServer('/__requests')) as LoggedRequest[];
      return call === undefined ? list : list.filter((item) => item.call === call);
    });
  },

  pageProblems: async ({ context }, use) => {
    const problems: PageProblems = { pageErrors: [], consoleErrors: [], declared: [], cspViolations: [], declaredCspViolations: [] };
    context.on('weberror', (webError) => problems.pageErrors.push(webError.error()));
    await context.exposeBinding(CSP_VIOLATION_BINDING, (_source, violation: CspViolation) => {
      problems.cspViolations.push(violation);
    });
    await context.addInitScript(reportCspViolations, CSP_VIOLATION_BINDING);
    context.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push({ text: message.text(), url: message.location().url });
    });
    await use(problems);
  },

  pageErrors: async ({ pageProblems }, use) => {
    await use(pageProblems.pageErrors);
  },

  consoleErrors: async ({ pageProblems }, use) => {
    await use(pageProblems.consoleErrors);
  },

  expectConsoleError: async ({ pageProblems }, use) => {
    await use((matcher) => {
      pageProblems.declared.push(matcher);
    });
  },

  expectCspViolation: async ({ pageProblems }, use) => {
    await use((matcher) => {
      pageProblems.declaredCspViolations.push(matcher);
    });
  },

  cspViolations: async ({ pageProblems }, use) => {
    await use(pageProblems.cspViolations);
  },

  saveData: [true, { option: true }],

  saveDataEmulation: [
    async ({ browser, context, saveData }, use) => {
      if (!saveData) return use();
      await context.addInitScript(emulateSaveData);
      const newContext = browser.newContext;
      browser.newContext = async function (this: typeof browser, ...args: Parameters<typeof newContext>) {
        const opened = await newContext.apply(this, args);
        await opened.addInitScript(emulateSaveData);
        return opened;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
    },
    { auto: true },
  ],

  pageProblemGuard: [
    async ({ pageProblems }, use, testInfo) => {
      await use();
      const { pageErrors, consoleErrors, declared, cspViolations, declaredCspViolations } = pageProblems;
      const problems: string[] = [];
      for (const error of pageErrors) problems.push(`page error: ${error.stack ?? error.message}`);
      for (const error of consoleErrors) {
        // Chromium logs each refusal too; the violation events below report them with their
        // directive, unless none arrived (a frame the init script missed).
        if (isCspConsoleMessage(error.text) && cspViolations.length > 0) continue;
        if (!declared.some((matcher) => matches(matcher, error.text))) {
          problems.push(`undeclared console error: ${error.text}${error.url ? ` (${error.url})` : ''}`);
        }
      }
      for (const matcher of declared) {
        if (!consoleErrors.some((error) => matches(matcher, error.text))) {
          problems.push(`declared console error never appeared: ${String(matcher)}`);
        }
      }
      for (const violation of cspViolations) {
        if (!declaredCspViolations.some((matcher) => matches(matcher, describeViolation(violation)))) {
          const where = [violation.source, violation.sample && `"${violation.sample}"`].filter(Boolean).join(' ');
          problems.push(`Content-Security-Policy violation: ${describeViolation(violation)} in ${violation.documentURI}${where ? ` at ${where}` : ''}`);
        }
      }
      for (const matcher of declaredCspViolations) {
        if (!cspViolations.some((violation) => matches(matcher, describeViolation(violation)))) {
          problems.push(`declared Content-Security-Policy violation never happened: ${String(matcher)}`);
        }
      }
      if (problems.length === 0) return;
      await testInfo.attach('page-problems', { body: problems.join('\n'), contentType: 'text/plain' });
      // A failed test already says why; only a passing one is failed for what its pages printed.
      if (testInfo.status === testInfo.expectedStatus) {
        throw new Error(`The pages of this test had problems:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
      }
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the bundle has started and every widget chunk requested so far has mounted. */
export async function widgetsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => window.directoryWidgets !== undefined);
  await page.evaluate(() => window.directoryWidgets!.settled());
}

/**
 * Waits until widgets.js's idle prefetch has run (its chunk sets `IdlePrefetch.Mark`), which never
 * happens under Save-Data: call it in specs that say `test.use({ saveData: false })`.
 */
export async function waitForIdlePrefetch(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IdlePrefetch.Mark);
}

/** Opens `path` and waits for its widgets to settle. */
export async function openDemoPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await widgetsSettled(page);
}

/**
 * Serves `html` at `path` of the demo origin, so that the page's own scripts and calls still go
 * to the demo server, under the demo server's strict Content-Security-Policy. Only GET navigations
 * are answered; anything else (the page's POSTs) passes.
 */
export async function servePage(page: Page, path: string, html: string): Promise<void> {
  await page.route(`${demoUrl()}${path}`, async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: { [CSP_HEADER]: contentSecurityPolicy() }, body: html });
  });
}

/** A minimal valid page: `body` inside, with the bundle's script tag unless `script` says otherwise. */
export function testPage(body: string, { script = '/dist/widgets.js', head = '' } = {}): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>E2E test page</title>${head}</head>
<body data-page="profile">
<main>${body}</main>
${script ? `<script type="module" src="${script}"></script>` : ''}
</body>
</html>`;
}

/**
 * Serves the demo page at `path` with its HTML passed through `rewrite` (markup injected into it, as
 * user content would bring), keeping the demo server's headers and policy. Only GET navigations.
 */
export async function rewriteDemoPage(page: Page, path: string, rewrite: (html: string) => string): Promise<void> {
  await page.route(`${demoUrl()}${path}`, async (route) => {
    if (route.request().method() !== 'GET' || !route.request().isNavigationRequest()) return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const body = rewrite(html);
    if (body === html) throw new Error(`rewriteDemoPage: the rewrite changed nothing in ${path}.`);
    await route.fulfill({ response, body });
  });
}

/**
 * Rewrites the `#widgets-config` block of the page served at `path` (adding one if it has none)
 * so that it carries `settings` on top of what the template wrote; the page's policy allows frames
 * from the `adFrameUrl` it then names, as the demo server's does for its own config.
 */
export async function overridePageConfig(page: Page, path: string, settings: Record<string, unknown>): Promise<void> {
  await page.route(`${demoUrl()}${path}`, async (route) => {
    if (route.request().method() !== 'GET' || !route.request().isNavigationRequest()) return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const block = /<script\b[^>]*\bid=["']?widgets-config["']?[^>]*>([\s\S]*?)<\/script>/i;
    const found = block.exec(html);
    const current = found?.[1]?.trim() ? (JSON.parse(found[1]) as Record<string, unknown>) : {};
    const tag = `<script type="application/json" id="widgets-config">${JSON.stringify({ ...current, ...settings })}</script>`;
    const body = found ? html.replace(block, tag) : html.replace(/<\/head>/i, `${tag}</head>`);
    const config = { ...current, ...settings };
    const adFrameUrl = typeof config.adFrameUrl === 'string' ? config.adFrameUrl : undefined;
    await route.fulfill({ response, body, headers: { ...response.headers(), [CSP_HEADER.toLowerCase()]: contentSecurityPolicy({ adFrameUrl }) } });
  });
}
