// Bench section: how many search suggestion requests typing makes on a listing page, counted in the
// fake backend's request log. Twelve characters at 100 ms a key must make one request (the
// SUGGESTIONS_DELAY_MS pause comes once, at the end); with 600 ms pauses between keys, one request
// per pause that has at least SUGGESTIONS_MIN_CHARS characters typed. A wrong count is a failure.
import { SUGGESTIONS_DELAY_MS, SUGGESTIONS_MIN_CHARS } from '../../shared/constants.ts';

/** Twelve characters whose every prefix is a new term (no cache hit, no trimmed space). */
const TERM = 'annabellamay';
const PAGE = '/dancers.html';
/** Enough for the last pause, the request and its logging on a busy machine. */
const SETTLE_MS = SUGGESTIONS_DELAY_MS + 1000;

/** The terms of the suggestion calls the fake backend logged since the last clear. */
async function loggedTerms(serverUrl) {
  const log = await (await fetch(new URL('__requests', serverUrl))).json();
  return log.filter((entry) => entry.call === 'suggestions').map((entry) => String(entry.query.term));
}

async function clearLog(serverUrl) {
  await fetch(new URL('__requests', serverUrl), { method: 'DELETE' });
}

/** Opens the page as a returning visitor (no 18+ gate over it), types TERM with `pauseMs` between keys, and returns the terms requested. */
async function typeAndCount({ browser, server }, pauseMs) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'agecheck', value: '1', url: server.url }]);
  const page = await context.newPage();
  try {
    await page.goto(server.url + PAGE.slice(1));
    await page.waitForFunction(() => window.directoryWidgets !== undefined);
    await page.evaluate(() => window.directoryWidgets.settled());
    await clearLog(server.url);
    await page.locator('[data-widget="search-suggestions"] input').focus();
    for (const key of TERM) {
      await page.keyboard.type(key);
      await page.waitForTimeout(pauseMs);
    }
    await page.waitForTimeout(SETTLE_MS);
    return await loggedTerms(server.url);
  } finally {
    await context.close();
  }
}

/** Runs the section: the requests of both typing speeds against what they must be. */
export async function benchSuggestions(bench) {
  const cases = [
    { label: `${TERM.length} characters at 100 ms a key`, pauseMs: 100, expected: 1 },
    { label: `${TERM.length} characters with 600 ms pauses`, pauseMs: 600, expected: TERM.length - SUGGESTIONS_MIN_CHARS + 1 },
  ];
  const lines = [`Search suggestions on ${PAGE} (requests in the fake backend's log):`];
  const json = [];
  let failures = 0;
  for (const { label, pauseMs, expected } of cases) {
    const terms = await typeAndCount(bench, pauseMs);
    const ok = terms.length === expected;
    if (!ok) failures += 1;
    lines.push(`  ${label.padEnd(40)} ${String(terms.length).padStart(3)} request(s), must be ${expected}  ${ok ? 'ok' : 'WRONG'}`);
    json.push({ label, pauseMs, characters: TERM.length, expected, requests: terms.length, terms, ok });
  }
  return { key: 'suggestions', lines, json: { page: PAGE, cases: json }, failures };
}
