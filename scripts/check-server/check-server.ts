import { CONFIG_BLOCK_SELECTOR, getPageConfig } from '../../shared/config/page-config.ts';
import { REQUEST_TIMEOUT_MS } from '../../shared/constants.ts';
import { suggestion } from '../../shared/debug/did-you-mean.ts';
import { CALL_CHECKS, type CallInputs, type PreparedCall } from './calls.ts';
import { enterPage } from './page-world.ts';
import { describeRequest, snippet, type Finding, type Verdict } from './verdict.ts';

/** What to check: the page the widgets run on, the calls to send (in this order) and their inputs. */
export interface CheckServerOptions extends CallInputs {
  readonly pageUrl: string;
  readonly calls: readonly string[];
  /** A `Cookie` header for every request: the visitor's session, as the browser sends it. */
  readonly cookie?: string;
}

/** The command line cannot be run as given; nothing was sent. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The names `--calls` takes. */
export const CALL_NAMES = Object.keys(CALL_CHECKS);

/** Why the options cannot be sent, one reason a line; empty when they can. Sends nothing. */
export function usageProblems(options: CheckServerOptions): string[] {
  const problems: string[] = [];
  if (!URL.canParse(options.pageUrl) || !/^https?:$/.test(new URL(options.pageUrl).protocol)) {
    problems.push(`the page URL must be an http(s) address, found ${JSON.stringify(options.pageUrl)}`);
  }
  if (options.calls.length === 0) problems.push(`name the calls to send with --calls (some change data): ${CALL_NAMES.join(', ')}`);
  const given: Record<string, unknown> = {
    '--dancer-id': options.dancerId,
    '--review-id': options.reviewId,
    '--term': options.term,
    '--country-id': options.countryId,
    '--city-id': options.cityId,
  };
  for (const call of options.calls) {
    const check = CALL_CHECKS[call];
    if (!check) {
      problems.push(`unknown call "${call}"${suggestion(call, CALL_NAMES)}; the calls are ${CALL_NAMES.join(', ')}`);
      continue;
    }
    const missing = check.needs.filter((need) => given[need] === undefined);
    if (missing.length > 0) problems.push(`${call} needs ${missing.join(' and ')}`);
  }
  return problems;
}

/**
 * Loads the page, then sends each listed call the way its widget does (the widgets' own send and
 * read functions, run against the page: see enterPage) and says what the widget would do with each
 * answer. The first verdict is the page's own. Throws a UsageError, before any call is sent, when
 * the options or a call's inputs are unusable.
 */
export async function checkServer(options: CheckServerOptions): Promise<Verdict[]> {
  const problems = usageProblems(options);
  if (problems.length > 0) throw new UsageError(problems.join('\n'));
  const pageUrl = new URL(options.pageUrl);
  pageUrl.hash = '';
  const loaded = await loadPage(pageUrl, options.cookie);
  const world = enterPage(pageUrl, loaded.html, options.cookie);
  try {
    const pageVerdict = { call: 'page', ...readConfig(loaded), request: `GET ${pageUrl.pathname}${pageUrl.search}`, ...(loaded.status ? { status: loaded.status } : {}) };
    const prepared: Array<[string, PreparedCall]> = [];
    const refusals: string[] = [];
    for (const call of options.calls) {
      const result = CALL_CHECKS[call]!.prepare(options);
      if (typeof result === 'string') refusals.push(`${call}: ${result}`);
      else prepared.push([call, result]);
    }
    if (refusals.length > 0) throw new UsageError(refusals.join('\n'));
    const verdicts: Verdict[] = [pageVerdict];
    for (const [call, send] of prepared) {
      const first = world.exchanges.length;
      const lastExchange = () => (world.exchanges.length > first ? world.exchanges.at(-1) : undefined);
      const finding = await send(new AbortController().signal, lastExchange);
      const exchange = lastExchange();
      verdicts.push({ call, ...finding, ...(exchange ? { request: describeRequest(exchange) } : {}), ...(exchange?.status ? { status: exchange.status } : {}) });
    }
    return verdicts;
  } finally {
    await world.leave();
  }
}

interface LoadedPage {
  readonly html: string;
  readonly status?: number;
  /** Why the page gave no HTML, if it did not. */
  readonly failure?: string;
}

async function loadPage(pageUrl: URL, cookie: string | undefined): Promise<LoadedPage> {
  try {
    const response = await fetch(pageUrl, { headers: cookie ? { Cookie: cookie } : {}, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const html = await response.text();
    if (!response.ok) return { html: '', status: response.status, failure: `answered HTTP ${response.status} ${snippet(html)}` };
    return { html, status: response.status };
  } catch (error) {
    return { html: '', failure: `could not be loaded (${(error as Error).message})` };
  }
}

const DEFAULTS = `the widgets' default endpoints and their ${REQUEST_TIMEOUT_MS} ms timeout`;

// The page's config as the widgets read it, with the console errors they would print about it.
function readConfig(loaded: LoadedPage): Finding {
  if (loaded.failure) return { mark: 'fail', answer: loaded.failure, effect: `the widgets would not run on it; the calls use ${DEFAULTS}` };
  if (!document.querySelector(CONFIG_BLOCK_SELECTOR)) {
    return { mark: 'ok', answer: `answered HTTP ${loaded.status} without a #widgets-config block`, effect: `the calls use ${DEFAULTS}` };
  }
  const errors: string[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  let timeout: number;
  try {
    timeout = getPageConfig().requestTimeoutMs;
  } finally {
    console.error = consoleError;
  }
  const answer = `answered HTTP ${loaded.status} with its #widgets-config (requestTimeoutMs ${timeout})`;
  if (errors.length === 0) return { mark: 'ok', answer, effect: 'the calls use its endpoints and timeout' };
  return { mark: 'warning', answer, effect: `the widgets would log: ${errors.join(' ')}` };
}
