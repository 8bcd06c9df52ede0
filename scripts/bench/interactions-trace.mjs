// Where a first interaction's time goes (issue 19): loads one page of the `interactions` section as
// a returning visitor on the throttled phone, one page at a time, waits until the network has been
// idle 2 s, taps (or presses the interaction's key on its focused control), and prints per load:
// the tap's event time to the end of the click's handlers (Event Timing; the keydown's for a key),
// to the result shown (a MutationObserver) and painted (the task after the next frame;
// clickPaintedMs: Event Timing's next paint after the click), the bench's own feedback, result and
// INP (its probe, `arm` of interactions.mjs), the layouts and style recalculations in between (CDP),
// the long tasks around the tap and those between the tap and the feedback's paint, and the dist
// files requested from 1.5 s before the tap (a prefetch not complete, or the page's own timers).
// Not part of `npm run bench`. Run from the project (after a build):
//   node --import tsx scripts/bench/interactions-trace.mjs claim 4 [--at-mount] [--first-visit] [--no-player] [--evaluate-prefetched] [--timeline] [--compare=DIR]
// --at-mount taps as soon as every root has mounted, the bench's "mount" moment (its `settled`),
// without the scroll and the settling before it, and records Chromium's trace from before the
// navigation, so that each long task between the tap and the feedback's paint (`untilFeedback`)
// is named by what ran in it: the script's file (a chunk evaluated, a function's file), a timer,
// the microtasks, style or layout (scripts/bench/trace-long-tasks.mjs).
// (--timeline's totals are for an idle tap only: at mount the trace holds the whole load.)
// --first-visit loads the page in a fresh context with a cold HTTP cache (the bench's first visit)
// instead of after one unthrottled load (returning).
// --no-player aborts the video player chunk's request (the gallery's idle preload of Plyr);
// --evaluate-prefetched imports every `<link rel="modulepreload">` before the tap (evaluation done ahead).
// --timeline records Chromium's devtools.timeline trace from the tap to the paint and adds the main
// thread's time per kind of task (layout, script, paint; style, and each style pass as elements:ms);
// with TRACE_OUT=path it also writes each load's trace, with stacks and the style invalidations'
// causes, to path-N.json (open it in DevTools' Performance panel). TRACE_CATEGORIES=a,b records those
// categories instead of the stacks and causes, whose recording slows the page's own work (a body
// class change took 17 ms with the invalidations tracked): `toplevel,disabled-by-default-devtools.timeline,disabled-by-default-v8.cpu_profiler`
// gives the tasks and a CPU profile of the tap, which scripts/bench/tap-task.mjs summarises.
// --compare=DIR alternates each load with one of the same page served with the bundle in DIR (another
// build, e.g. main's `git archive main dist | tar -x -C .tmp/main`, then --compare=.tmp/main/dist): the
// two in the same conditions, as the machine's load varies from minute to minute.
// The trigger is scrolled into view and the page left 1 s before the tap: a visitor scrolls, then taps,
// where Playwright's tap() scrolls and taps at once, and the scroll's own work (the breadcrumb bar
// fixed, a style pass of the page) would delay the tap and be counted as its cost.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../ensure-setup.mjs';
import { armProbe, INTERACTIONS, PAGE_PROBE, SCROLLED_SETTLE_MS, settled } from './interactions.mjs';
import { RETURNING } from './page-downloads.mjs';
import { throttleLikeAPhone } from './phone-throttling.mjs';
import { LONG_TASK_CATEGORIES, longTasksInTrace } from './trace-long-tasks.mjs';

const [word = 'claim', runs = '3'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const flag = (name) => process.argv.includes(`--${name}`);
const interaction = INTERACTIONS.find(({ label }) => label.toLowerCase().includes(word.toLowerCase()));
if (!interaction?.tap && !interaction?.key) throw new Error(`No interaction whose label contains "${word}".`);
const atMount = flag('at-mount');

/** Records long tasks, Event Timing entries and the tap's event time from the page's start. */
const RECORDER = `(() => {
  if (window.top !== window) return;
  const trace = (window.__trace = { long: [], events: [] });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) trace.long.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) trace.events.push([e.name, e.startTime, e.processingEnd, e.duration]); }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('pointerdown', (event) => (trace.tapAt ??= event.timeStamp), true);
  addEventListener('keydown', (event) => (trace.tapAt ??= event.timeStamp), true);
})();`;

/** Sets `__trace.shownAt` when the result's `selector` first matches a visible element (or one at all, with `exists`), with `text` if given. */
function watchResult({ selector, text, exists }) {
  new MutationObserver(() => {
    const shown = [...document.querySelectorAll(selector)].some(
      (element) => (!text || element.textContent.includes(text)) && (exists || element.checkVisibility({ visibilityProperty: true })),
    );
    if (!shown || window.__trace.shownAt !== undefined) return;
    window.__trace.shownAt = performance.now();
    // The frame's callbacks run before its paint: the task after them comes once it has painted.
    requestAnimationFrame(() => setTimeout(() => (window.__trace.paintedAt = performance.now())));
  }).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
}

/** Timeline events whose time is summed, by the name they are reported under. */
const TIMELINE_KINDS = { UpdateLayoutTree: 'style', Layout: 'layout', FunctionCall: 'script', EventDispatch: 'events', Paint: 'paint', PrePaint: 'prePaint', HitTest: 'hitTest' };

/** The renderer main thread's time per kind of event (ms) in a devtools.timeline trace, and each style pass as elements:ms. */
function summariseTimeline(buffer) {
  const events = JSON.parse(buffer.toString()).traceEvents;
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const totals = { stylePasses: [] };
  for (const event of events) {
    const kind = TIMELINE_KINDS[event.name];
    if (!kind || event.ph !== 'X' || (main && (event.pid !== main.pid || event.tid !== main.tid))) continue;
    totals[kind] = Math.round((totals[kind] ?? 0) + event.dur / 1000);
    if (kind === 'style') totals.stylePasses.push(`${event.args?.elementCount ?? '?'}:${Math.round(event.dur / 1000)}`);
  }
  return totals;
}

const compared = process.argv.find((arg) => arg.startsWith('--compare='))?.slice('--compare='.length);
const { startDemoServer } = await import('../../demo-pages/server/demo-server.ts');
const builds = [{ name: 'dist', server: await startDemoServer({ port: 0, watch: false, log: false }) }];
if (compared) builds.push({ name: compared, server: await startDemoServer({ port: 0, watch: false, log: false, distDir: compared }) });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (let load = 0; load < Number(runs) * builds.length; load += 1) {
    const run = Math.floor(load / builds.length);
    const { name: build, server } = builds[load % builds.length];
    const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile: true, hasTouch: true });
    // The 18+ cookie on a first visit too, as the bench sets it: the gate would be the first tap.
    await context.addCookies(RETURNING.map((cookie) => ({ ...cookie, url: server.url })));
    const url = server.url + interaction.page.slice(1);
    if (!flag('first-visit')) {
      const warm = await context.newPage();
      await warm.goto(url, { waitUntil: 'load' });
      await warm.waitForLoadState('networkidle');
      await warm.close();
    }
    const page = await context.newPage();
    await throttleLikeAPhone(context, page);
    await page.addInitScript(RECORDER);
    await page.addInitScript(PAGE_PROBE);
    if (flag('no-player')) await page.route(/\/chunks\/install-plyr-/, (route) => route.abort());
    // Opened before the navigation: at mount, nothing may stand between the roots' mount and the tap.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    // At mount the long tasks to name may start before the tap: the trace covers the whole load.
    if (atMount) await browser.startTracing(page, { categories: LONG_TASK_CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    if (atMount) await settled(page);
    else {
      await page.waitForFunction(() => document.querySelectorAll('[data-widget]:not([data-widget-state])').length === 0);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(2000);
    }
    if (flag('evaluate-prefetched') && !atMount) {
      await page.evaluate(async () => {
        for (const link of document.querySelectorAll('link[rel="modulepreload"]')) await import(link.href).catch(() => undefined);
      });
      await page.waitForTimeout(1000);
    }
    // The interaction's own steps first, as the bench takes them (the agency save needs its fields filled).
    await interaction.before?.(page);
    const target = page.locator(interaction.focus ?? interaction.tap).first();
    if (!atMount && !interaction.key) {
      await target.scrollIntoViewIfNeeded();
      await page.waitForTimeout(SCROLLED_SETTLE_MS);
    }
    await page.evaluate(watchResult, interaction.result);
    // The renderer's own counters (CDP Performance.getMetrics) from before the tap to the result
    // painted: how many style recalculations and layouts the tap cost, which the machine's load
    // does not change, beside the times, which it does.
    const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map(({ name, value }) => [name, value]));
    if (flag('timeline') && !atMount) await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing', ...(process.env.TRACE_CATEGORIES?.split(',') ?? (process.env.TRACE_OUT ? ['disabled-by-default-devtools.timeline.stack', 'disabled-by-default-devtools.timeline.invalidationTracking'] : []))] });
    if (interaction.key) await target.focus();
    await armProbe(page, interaction);
    const before = await metrics();
    if (interaction.key) await page.keyboard.press(interaction.key);
    else await target.tap();
    await page
      .waitForFunction(() => window.__trace.paintedAt !== undefined || window.__benchProbe.resultAt !== undefined, null, { timeout: 15_000 })
      .catch(() => undefined);
    const after = await metrics();
    const traceBuffer = flag('timeline') || atMount ? await browser.stopTracing() : undefined;
    if (traceBuffer && process.env.TRACE_OUT) writeFileSync(`${process.env.TRACE_OUT}-${load + 1}.json`, traceBuffer);
    const timeline = traceBuffer && flag('timeline') && !atMount && summariseTimeline(traceBuffer);
    const spent = (name, scale = 1) => Math.round((after[name] - before[name]) * scale);
    await page.waitForTimeout(1000);
    const trace = await page.evaluate((key) => {
      const { tapAt, shownAt, paintedAt, long, events } = window.__trace;
      const probe = window.__benchProbe;
      const since = (at) => Math.round(at - tapAt);
      const click = events.find(([name, start]) => name === (key ? 'keydown' : 'click') && start >= tapAt - 1);
      return {
        // The bench's figures (interactions.mjs): the first paint after feedback, after the result, and web-vitals' INP.
        feedbackMs: probe.feedbackAt === undefined ? null : since(probe.feedbackAt),
        benchResultMs: probe.resultAt === undefined ? null : since(probe.resultAt),
        inpMs: probe.inp ?? null,
        clickHandledMs: click ? since(click[2]) : null,
        // Event Timing's own end: the next paint after the click's handlers (8 ms steps), which
        // paintedMs's timer can overshoot when other tasks (Preact's effects) are queued before it.
        clickPaintedMs: click ? since(click[1] + click[3]) : null,
        resultMs: shownAt === undefined ? null : since(shownAt),
        paintedMs: paintedAt === undefined ? null : since(paintedAt),
        longTasks: long.filter(([start, duration]) => start + duration > tapAt - 500).map(([start, duration]) => `${since(start)}+${Math.round(duration)}`),
        // For longTasksInTrace: the page's times of the tap and of the feedback's paint (else the result's).
        tapAt,
        feedbackAt: probe.feedbackAt ?? probe.resultAt ?? paintedAt,
        requested: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime > tapAt - 1500 && /\/dist\//.test(entry.name))
          .map((entry) => `${entry.name.replace(/.*\/dist\//, '')} ${since(entry.startTime)}..${since(entry.responseEnd)}`),
      };
    }, Boolean(interaction.key));
    const { tapAt, feedbackAt, ...figures } = trace;
    // What the main thread ran in the long tasks the feedback waited behind (needs the trace from before the navigation).
    const untilFeedback =
      atMount && traceBuffer && tapAt !== undefined && feedbackAt !== undefined
        ? longTasksInTrace(traceBuffer, page.url(), { from: tapAt, to: feedbackAt, origin: tapAt })
        : undefined;
    const counters = {
      layouts: spent('LayoutCount'),
      styleRecalcs: spent('RecalcStyleCount'),
      layoutMs: spent('LayoutDuration', 1000),
      styleMs: spent('RecalcStyleDuration', 1000),
      scriptMs: spent('ScriptDuration', 1000),
    };
    console.log(`${interaction.label} #${run + 1}${compared ? ` (${build})` : ''}: ${JSON.stringify({ ...figures, ...counters, ...(untilFeedback && { untilFeedback }), ...(timeline && { timeline }) })}`);
    await context.close();
  }
} finally {
  await browser.close();
  for (const { server } of builds) await server.close();
}
