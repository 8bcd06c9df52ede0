// Bench section `interactions` (issue 19): how soon a phone visitor's first tap on each demo page
// answers. On the `paints` section's throttled phone (Lighthouse's mobile figures over CDP), each
// first interaction is measured from the tap's own event time to (a) the first paint after a visible
// change on the tapped control or a busy state (`aria-busy`), (b) the first paint showing the result,
// and (c) its INP as the `web-vitals` library reports it (`onINP`, every change, durationThreshold
// 16): the page's INP, which the site's analytics would read. Tapped once the page has been
// quiet for 2 s after every root mounted ("idle") and as soon as every root has mounted ("mount"),
// on a first visit (fresh context, cold HTTP cache) and a returning one (one unthrottled load before,
// so the HTTP cache is warm). Plus what each page fetches when idle: the JS files requested after
// the load event without an interaction, less every file the same page requests under Save-Data
// (where nothing may be fetched when idle, issue 19): on the throttled phone the load event comes
// before the chunks the roots need to mount (on main 5 of /dancers.html's 17 files), and an idle
// fetch may start before the last root has mounted. Reported, never gated.
//
// TIME: 15 interactions × 2 visits × 2 moments × LOADS loads, each in its own context (plus one
// unthrottled load before each returning one, and one Save-Data load per page): 184 throttled
// loads of 7-10 s, ~25 minutes one at a time. The jobs (one per interaction and visit) therefore
// run on CONCURRENCY pages at once, for an estimated 6-7 minutes on an otherwise quiet machine,
// within the section's 8 minutes of the CI job. Not yet measured quiet: on a 2-core machine shared
// with four other test runs it took 770 s at 4 pages (load average 22-27), 1099 s at 4 (33) and
// 878 s at 3. Chromium's CPU throttling slows each page's own main thread, but on 2 cores the pages
// beside it still take the CPU it needs (measured: about ×2.5 on a loaded machine); hence medians
// and ranges, and no gate. To time a change: `npm run bench -- --only=interactions
// --interactions=claim,share --interactions-concurrency=1` (defaults: every interaction, 4 at once).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { distDir } from '../../build.mjs';
import { formatSpan, summarize } from './interactions-table.mjs';
import { paintedAt } from './painted-at.mjs';
import { RETURNING } from './page-downloads.mjs';
import { PHONE, throttleLikeAPhone } from './phone-throttling.mjs';

/** `--name=value` of the bench's command line, or undefined. */
export const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
export const LOADS = 3;
// `--interactions-concurrency=1` measures one page at a time: on a 2-core machine 4 pages at once
// inflate every figure (claim, returning, idle: median 386 ms alone, 1073 ms with 3 beside it, 27 Nov 2026).
export const CONCURRENCY = Number(option('interactions-concurrency') ?? 4);
const LOAD_TIMEOUT_MS = 60_000;
/** A result that has not shown by then is recorded as missing (null), not waited for. */
const RESULT_TIMEOUT_MS = 15_000;
/** "Idle": no request started or in flight for this long after every root mounted. */
const QUIET_MS = 2000;
/** Event Timing entries are dispatched after the next paint: time for the last ones to arrive. */
const INP_SETTLE_MS = 400;
/** How long to wait, after that, for web-vitals' report (none comes for an interaction under 16 ms). */
const INP_REPORT_TIMEOUT_MS = 2000;
/**
 * Tapped idle, the control is scrolled into view this long before the tap: a visitor scrolls, then
 * taps, where Playwright's tap() scrolls and taps at once, and the scroll's own work (the breadcrumb
 * bar fixed, a style pass of the page: 10-40 ms on the throttled phone, interactions-trace.mjs) would
 * delay the tap and count in its INP.
 */
export const SCROLLED_SETTLE_MS = 1000;
const MOMENTS = ['idle', 'mount'];
const VISITS = ['returning', 'first'];

const dialog = (id) => ({ tap: `button[aria-controls="${id}"][aria-haspopup="dialog"]`, result: { selector: `dialog#${id}` } });

/**
 * Each first interaction: `tap` (or `key`, pressed on `focus`) after the optional `before` steps;
 * `result` is what must show (a selector visible, or `exists`, or with `text`, or whose text changed
 * from what it was before the tap, or `gone` after it was there); `feedback` widens the tapped
 * control to the widget around it.
 */
export const INTERACTIONS = [
  { page: '/profile.html', label: '"Claim this profile" → dialog', ...dialog('claimModal') },
  { page: '/profile.html', label: 'share → dialog', ...dialog('shareModal') },
  { page: '/profile.html', label: 'report → dialog', ...dialog('reportModal') },
  { page: '/profile.html', label: 'review → its view', tap: 'button[aria-controls="reviewModal"]', result: { selector: 'dialog#reviewModal' } },
  { page: '/profile.html', label: 'first picture → lightbox', tap: '#gallery a[data-gallery]:not([href$=".webm"])', result: { selector: '#glightbox-body' } },
  {
    page: '/profile.html',
    label: 'favorite → answered',
    tap: '[data-widget~="favorite"] button',
    // Answered, whatever the answer (the demo's favorite state is shared by the pages run at once).
    result: { selector: '[data-widget~="favorite"] button[aria-busy="true"]', gone: true },
  },
  { page: '/dancers.html', label: '"Menu" → panel', tap: '[data-switch="mobile-left-nav"]', result: { selector: '#left-nav' } },
  { page: '/dancers.html', label: '"Filters" → panel', tap: '.listing-toolbar [data-switch="filters"]', result: { selector: '#filters-panel' } },
  { page: '/dancers.html', label: '"List" view switch', tap: '[data-switch="view"][data-value="list"]', result: { selector: '[data-switch="view"][data-value="list"][aria-pressed="true"]' } },
  {
    page: '/add-profile.html',
    label: 'other city → block added',
    tap: '[data-widget="other-cities"] button',
    result: { selector: '[data-widget="other-cities"] [data-other-city]' },
  },
  { page: '/add-profile.html', label: 'verify step → shown', tap: 'button[data-verify-step="video"]', result: { selector: '#verifyStep-video' } },
  {
    page: '/add-profile.html',
    label: 'country changed → cities',
    focus: 'select[name="country_id"]',
    key: 'ArrowDown',
    feedback: '#profile-location',
    result: { selector: 'select[name="city_id"] option', text: 'Toronto', exists: true },
  },
  {
    page: '/add-profile.html',
    label: '3rd character → suggestions',
    // On a phone the search box opens from the header's switch; two characters typed, then the third.
    before: async (page) => {
      await page.locator('[data-switch="mobile-search"]').tap();
      await page.locator('#header-search-input').waitFor({ state: 'visible', timeout: RESULT_TIMEOUT_MS });
      await page.locator('#header-search-input').focus();
      await page.keyboard.type('be');
    },
    focus: '#header-search-input',
    key: 'r',
    feedback: '[data-widget="search-suggestions"]',
    result: { selector: '[data-widget="search-suggestions"] [role="option"], [data-widget="search-suggestions"] .search-suggestions-empty' },
  },
  {
    page: '/add-profile.html',
    // /add-profile-agency.html's agency details are locked (nothing to save): the page without an agency saves.
    label: 'agency save → answered',
    before: async (page) => {
      await page.locator('#agencyForm [name="agency_name"]').fill('Bench Agency');
      await page.locator('#agencyForm [name="agency_phone"]').fill('+1 555 0100');
    },
    tap: '#agencyForm button[type="submit"], #agencyForm button:has-text("Change agency info")',
    feedback: '#agencyForm',
    result: { selector: '#agencyForm [role="status"]', text: 'Info has been changed' },
  },
  {
    page: '/videoverify/',
    label: 'camera → its explanation',
    tap: '[data-widget="video-verify"] button',
    result: { selector: '[data-widget="video-verify"] [role="status"]', textChanged: true },
  },
];

/** web-vitals' own browser build (it defines the global `webVitals`), as a page script. */
// The package exports no path to it: it sits beside the build that `require` resolves to.
const WEB_VITALS = readFileSync(join(dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');

/**
 * In every page: the tap's event time, and the page's INP as web-vitals reports it, every change
 * (its smallest threshold, 16 ms, so that short interactions are not left to its first-input
 * fallback).
 */
const PROBE = `(() => {
  if (window.top !== window) return;
  const probe = (window.__benchProbe = { events: [] });
  webVitals.onINP((metric) => { probe.inp = metric.value; }, { reportAllChanges: true, durationThreshold: 16 });
  const mark = (event) => { if (probe.armed && probe.tapAt === undefined) probe.tapAt = event.timeStamp; };
  addEventListener('pointerdown', mark, true);
  addEventListener('keydown', mark, true);
  // The interactions' Event Timing entries: when the frame after each one's handlers was presented.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) probe.events.push({ name: entry.name, startTime: entry.startTime, processingEnd: entry.processingEnd, end: entry.startTime + entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

/** The page script (added before the page's own) whose `window.__benchProbe` `arm` then arms: web-vitals and the probe. */
export const PAGE_PROBE = `${WEB_VITALS}\n${PROBE}`;

/**
 * Arms the probe (run through CDP, so the pages' CSP does not apply): from now on the first paint
 * after a change inside the feedback scope (or any `aria-busy="true"`), and the first paint showing
 * the result, are recorded. A paint is taken as the task after the animation frame that first sees
 * the change (`<key>At`), and that frame is named (`<key>Frame`, with every frame seen in `frames`)
 * so that paintedAt() can take the paint from Event Timing instead when that frame is the one right
 * after an interaction's handlers, whose presentation Event Timing gives: a task the
 * page queued in the same frame (a widget's work after its own paint) runs before the probe's, and
 * would be counted as the wait. The result is looked for in animation frames only, never in the
 * MutationObserver's callback: its lookups (visibility, boxes) would force a style pass and a layout
 * in the middle of the widget's own task, and charge them to the widget.
 */
function arm(spec) {
  const probe = window.__benchProbe;
  const visible = (element) => {
    if (!element.checkVisibility({ visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const before = document.querySelector(spec.result.selector)?.textContent;
  const matchesNow = () =>
    [...document.querySelectorAll(spec.result.selector)].some(
      (element) =>
        (!spec.result.text || element.textContent.includes(spec.result.text)) &&
        (!spec.result.textChanged || element.textContent !== before) &&
        (spec.result.exists || visible(element)),
    );
  let seen = false;
  const resultNow = () => {
    if (!spec.result.gone) return matchesNow();
    if (matchesNow()) seen = true;
    return seen && !matchesNow();
  };
  // Every animation frame the probe sees, as [its time stamp, the moment the probe's callback ran]:
  // the stamp is the same for every callback of a frame, so it names the frame (paintedAt()).
  probe.frames = [];
  const seeFrame = (stamp) => {
    probe.frames.push([stamp, performance.now()]);
    return stamp;
  };
  // In an animation frame (`frame`, its stamp): the change paints in this frame; else in the next one.
  const afterPaint = (key, frame) => {
    if (probe[`${key}Pending`]) return;
    probe[`${key}Pending`] = true;
    const stamp = (seen) => {
      probe[`${key}Frame`] = seen;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        probe[`${key}At`] ??= performance.now();
      };
      channel.port2.postMessage(0);
    };
    if (frame !== undefined) stamp(frame);
    else requestAnimationFrame((time) => stamp(seeFrame(time)));
  };
  const scopes = [...document.querySelectorAll(spec.feedback)];
  // Only what follows the tap: the page may still be settling when it is tapped at mount.
  const check = (frame) => {
    if (probe.resultPending || probe.tapAt === undefined) return;
    if (resultNow()) {
      afterPaint('result', frame);
      afterPaint('feedback', frame);
    }
  };
  probe.initiallyShown = !spec.result.gone && matchesNow();
  new MutationObserver((records) => {
    if (probe.tapAt === undefined) return;
    for (const record of records) {
      if (record.attributeName === 'data-widget-state') continue;
      const target = record.target.nodeType === Node.ELEMENT_NODE ? record.target : record.target.parentElement;
      const busy = record.attributeName === 'aria-busy' && target?.getAttribute('aria-busy') === 'true';
      if (busy || (target && scopes.some((scope) => scope.contains(target)))) afterPaint('feedback');
    }
  }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  const frame = (time) => {
    check(seeFrame(time));
    if (!probe.resultPending) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  probe.armedAt = performance.now();
  probe.armed = true;
}

/** Arms the page's probe for `interaction` (what its feedback and result are); returns the page's time then. */
export const armProbe = (page, interaction) =>
  page.evaluate(arm, { result: interaction.result, feedback: interaction.feedback ?? interaction.focus ?? interaction.tap });

/** Resolves once no request has started or been in flight for QUIET_MS (at most LOAD_TIMEOUT_MS). */
function quietFor(page) {
  let inFlight = 0;
  let last = Date.now();
  const start = () => {
    inFlight += 1;
    last = Date.now();
  };
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return async () => {
    const deadline = Date.now() + LOAD_TIMEOUT_MS;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - last < QUIET_MS)) await page.waitForTimeout(100);
  };
}

/** Resolves once every root of `page` has mounted or failed: the moment "mount" taps at. */
export const settled = (page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => (window.directoryWidgets ? resolve() : document.addEventListener('widgets:ready', resolve, { once: true })));
    await window.directoryWidgets.settled();
  });

/** The dist JS files `page` requested (after its load event only, with `afterLoad`), until `until`. */
const distFilesRequested = (page, { afterLoad = false, until = Number.POSITIVE_INFINITY } = {}) =>
  page.evaluate(
    ({ afterLoad, until }) => {
      const after = afterLoad ? (performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0) : -1;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime > after && entry.startTime < until && /\/dist\/.*\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => new URL(entry.name).pathname.slice('/dist/'.length));
    },
    { afterLoad, until },
  );

/** What the visitor asked for with Save-Data, in the browser and in the requests. */
const SAVE_DATA = `Object.defineProperty(Object.getPrototypeOf(navigator.connection ?? {}), 'saveData', { get: () => true, configurable: true });`;

/**
 * Every dist JS file a first visit to `path` requests under Save-Data, left quiet for QUIET_MS
 * without an interaction: the page's own files, which are not "fetched when idle".
 */
async function saveDataFiles({ browser, server }, path) {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile: true, hasTouch: true });
  try {
    await context.addCookies(RETURNING.map((cookie) => ({ ...cookie, url: server.url })));
    const page = await context.newPage();
    await throttleLikeAPhone(context, page);
    await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
    await page.addInitScript(SAVE_DATA);
    const waitQuiet = quietFor(page);
    await page.goto(server.url + path.slice(1), { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await settled(page);
    await waitQuiet();
    return await distFilesRequested(page);
  } finally {
    await context.close();
  }
}

/**
 * One load and first interaction: the ms from the tap to feedback, result and the interaction's
 * longest Event Timing entry (null: not shown within RESULT_TIMEOUT_MS), and the dist files
 * requested after the load event and every root's mount, before the tap. For the floor
 * (interactions-floor.mjs): `beforeArm(page, target)` runs just before the probe is armed (its
 * answer is returned as `prepared`), `collect(page)` once the tap's figures are read (returned as
 * `collected`), and `until: 'feedback'` waits for the feedback instead of the result.
 */
export async function measureOnce({ browser, server }, interaction, visit, moment, { beforeArm, collect, until = 'result' } = {}) {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile: true, hasTouch: true });
  try {
    // The 18+ cookie on a first visit too: the gate would otherwise be the first tap on the listing.
    await context.addCookies(RETURNING.map((cookie) => ({ ...cookie, url: server.url })));
    const url = server.url + interaction.page.slice(1);
    if (visit === 'returning') {
      const warm = await context.newPage();
      await warm.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
      await settled(warm);
      await warm.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
      await warm.close();
    }
    const page = await context.newPage();
    await throttleLikeAPhone(context, page);
    await page.addInitScript(PAGE_PROBE);
    const waitQuiet = quietFor(page);
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await settled(page);
    // What the `before` steps fetch is the visitor's doing, not the page's idle fetching.
    const beforeAt = interaction.before ? await page.evaluate(() => performance.now()) : Number.POSITIVE_INFINITY;
    if (interaction.before) await interaction.before(page);
    if (moment === 'idle') await waitQuiet();
    const idleFiles = await distFilesRequested(page, { afterLoad: true, until: beforeAt });
    const target = page.locator(interaction.focus ?? interaction.tap).first();
    if (moment === 'idle' && !interaction.key) {
      await target.scrollIntoViewIfNeeded({ timeout: RESULT_TIMEOUT_MS });
      await page.waitForTimeout(SCROLLED_SETTLE_MS);
    }
    if (interaction.key) await target.focus();
    const prepared = beforeArm ? await beforeArm(page, target) : undefined;
    const armedAt = await armProbe(page, interaction);
    if (interaction.key) await page.keyboard.press(interaction.key);
    else await target.tap({ timeout: RESULT_TIMEOUT_MS });
    await page.waitForFunction((key) => window.__benchProbe[`${key}At`] !== undefined, until, { timeout: RESULT_TIMEOUT_MS, polling: 100 }).catch(() => {});
    await page.waitForTimeout(INP_SETTLE_MS);
    // web-vitals reports in an idle callback after the entries arrive.
    await page.waitForFunction(() => window.__benchProbe.inp !== undefined, null, { timeout: INP_REPORT_TIMEOUT_MS, polling: 100 }).catch(() => {});
    const probe = await page.evaluate(() => ({ ...window.__benchProbe }));
    const collected = collect ? await collect(page) : undefined;
    const tapAt = probe.tapAt ?? armedAt;
    const since = (at) => (at === undefined ? null : Math.max(0, Math.round(at - tapAt)));
    return {
      feedbackMs: since(paintedAt(probe, 'feedback')),
      resultMs: since(paintedAt(probe, 'result')),
      // Below the 16 ms threshold web-vitals reports nothing: recorded as 16, printed "≤16".
      inpMs: probe[`${until}At`] === undefined ? null : Math.max(16, probe.inp ?? 0),
      initiallyShown: probe.initiallyShown,
      idleFiles,
      prepared,
      collected,
    };
  } catch (error) {
    return { feedbackMs: null, resultMs: null, inpMs: null, error: String(error.message ?? error).split('\n')[0], idleFiles: [] };
  } finally {
    await context.close();
  }
}

const gzipOf = (file) => {
  try {
    return gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  } catch {
    return 0;
  }
};

/** Runs `jobs` (async functions) CONCURRENCY at a time, in order of start. */
export async function pool(jobs) {
  const results = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next;
      next += 1;
      results[index] = await jobs[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, jobs.length) }, worker));
  return results;
}

/**
 * The interactions to measure: all, or with `--interactions=claim,lightbox` those whose page or
 * label contains one of the words (case-insensitive), to time a change without the whole section.
 */
export function selected() {
  const words = option('interactions')?.toLowerCase().split(',');
  return words ? INTERACTIONS.filter(({ page, label }) => words.some((word) => `${page} ${label}`.toLowerCase().includes(word))) : INTERACTIONS;
}

/** Runs the section: returns its lines and JSON, never a failure. */
export async function benchInteractions(bench) {
  const started = Date.now();
  const interactions = selected();
  // One job per interaction and visit: its loads interleave the two moments.
  const jobs = interactions.flatMap((interaction) =>
    VISITS.map((visit) => async () => {
      const runs = { idle: [], mount: [] };
      for (let load = 0; load < LOADS; load += 1) {
        for (const moment of MOMENTS) runs[moment].push(await measureOnce(bench, interaction, visit, moment));
      }
      return { interaction, visit, runs };
    }),
  );
  const pages = [...new Set(interactions.map((interaction) => interaction.page))];
  const ownFiles = pages.map((path) => async () => ({ path, files: await saveDataFiles(bench, path).catch(() => null) }));
  const done = await pool([...jobs, ...ownFiles]);
  const ownFilesByPage = new Map(done.filter((job) => job.path).map((job) => [job.path, job.files]));
  const idleFilesByPage = new Map();
  const rows = interactions.map((interaction) => {
    const row = { page: interaction.page, label: interaction.label };
    for (const { visit, runs } of done.filter((job) => job.interaction === interaction)) {
      row[visit] = {};
      for (const moment of MOMENTS) {
        const list = runs[moment];
        row[visit][moment] = {
          feedbackMs: summarize(list.map((run) => run.feedbackMs)),
          resultMs: summarize(list.map((run) => run.resultMs)),
          inpMs: summarize(list.map((run) => run.inpMs)),
          errors: list.filter((run) => run.error).map((run) => run.error),
        };
        if (moment === 'idle' && visit === 'first') {
          const files = idleFilesByPage.get(interaction.page) ?? new Set();
          for (const run of list) for (const file of run.idleFiles) files.add(file);
          idleFilesByPage.set(interaction.page, files);
        }
      }
    }
    return row;
  });
  const fetchedWhenIdle = [...idleFilesByPage].map(([page, requested]) => {
    const own = ownFilesByPage.get(page);
    // Without the Save-Data load there is nothing to tell the page's own files from the idle ones.
    const files = own ? [...requested].filter((file) => !own.includes(file)).sort() : null;
    return { page, files, gzipBytes: files ? files.reduce((sum, file) => sum + gzipOf(file), 0) : null };
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  const lines = [
    `First interactions on a throttled phone (${PHONE.requestLatencyMs} ms a request, ${(PHONE.downloadThroughputKbps / 1024).toFixed(2)} Mbit/s, CPU ÷${PHONE.cpuSlowdownMultiplier}), median (min–max) of ${LOADS} loads, ms from the tap: feedback / result / INP; "idle" = tapped 2 s after the page went quiet, "mount" = as soon as every root mounted (${seconds} s, ${CONCURRENCY} pages at once):`,
  ];
  for (const row of rows) {
    lines.push(`  ${row.page} ${row.label}`);
    for (const visit of VISITS) {
      for (const moment of MOMENTS) {
        const cell = row[visit][moment];
        const errors = cell.errors.length > 0 ? `  (${cell.errors.length} failed: ${cell.errors[0]})` : '';
        lines.push(`    ${`${visit}, ${moment}`.padEnd(16)} ${formatSpan(cell.feedbackMs).padStart(18)} / ${formatSpan(cell.resultMs).padStart(18)} / ${formatSpan(cell.inpMs, { floor: 16 }).padStart(14)}${errors}`);
      }
    }
  }
  lines.push('  Fetched when idle (JS requested after the load event without a tap, less what the page requests under Save-Data; first visit, gzip):');
  for (const item of fetchedWhenIdle) {
    lines.push(`    ${item.page.padEnd(26)} ${item.files ? `${`${(item.gzipBytes / 1024).toFixed(2)} KB`.padStart(10)}  (${item.files.length} files)` : 'not measured (the Save-Data load failed)'}`);
  }
  return {
    key: 'interactions',
    lines,
    json: { loads: LOADS, concurrency: CONCURRENCY, seconds, throttling: PHONE, quietMs: QUIET_MS, interactions: rows, fetchedWhenIdle },
    failures: 0,
  };
}
