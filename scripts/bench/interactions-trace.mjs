// Where a first interaction's time goes (issue 19): loads one page of the `interactions` section as
// a returning visitor on the throttled phone, one page at a time, waits until the network has been
// idle 2 s, taps, and prints per load: the tap's event time to the end of the click's handlers
// (Event Timing), to the result shown (a MutationObserver) and painted (the task after the next
// frame; clickPaintedMs: Event Timing's next paint after the click), the layouts and style
// recalculations in between (CDP), the long tasks around the tap, and
// the dist files requested from 1.5 s before the tap (a prefetch not complete, or the page's own timers).
// Not part of `npm run bench`. Run from the project (after a build):
//   node --import tsx scripts/bench/interactions-trace.mjs claim 4 [--no-player] [--evaluate-prefetched] [--timeline] [--compare=DIR]
// --no-player aborts the video player chunk's request (the gallery's idle preload of Plyr);
// --evaluate-prefetched imports every `<link rel="modulepreload">` before the tap (evaluation done ahead).
// --timeline records Chromium's devtools.timeline trace from the tap to the paint and adds the main
// thread's time per kind of task (layout, script, paint; style, and each style pass as elements:ms);
// with TRACE_OUT=path it also writes each load's trace, with stacks and the style invalidations'
// causes, to path-N.json (open it in DevTools' Performance panel).
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
import { INTERACTIONS, SCROLLED_SETTLE_MS } from './interactions.mjs';
import { RETURNING } from './page-downloads.mjs';
import { throttleLikeAPhone } from './phone-throttling.mjs';

const [word = 'claim', runs = '3'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const flag = (name) => process.argv.includes(`--${name}`);
const interaction = INTERACTIONS.find(({ label }) => label.toLowerCase().includes(word.toLowerCase()));
if (!interaction?.tap) throw new Error(`No tapped interaction whose label contains "${word}".`);

/** Records long tasks, Event Timing entries and the tap's event time from the page's start. */
const RECORDER = `(() => {
  if (window.top !== window) return;
  const trace = (window.__trace = { long: [], events: [] });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) trace.long.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) trace.events.push([e.name, e.startTime, e.processingEnd, e.duration]); }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('pointerdown', (event) => (trace.tapAt ??= event.timeStamp), true);
})();`;

/** Sets `__trace.shownAt` when `selector` is first visible. */
function watchResult(selector) {
  new MutationObserver(() => {
    const element = document.querySelector(selector);
    if (!element?.checkVisibility({ visibilityProperty: true }) || window.__trace.shownAt !== undefined) return;
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
    await context.addCookies(RETURNING.map((cookie) => ({ ...cookie, url: server.url })));
    const url = server.url + interaction.page.slice(1);
    const warm = await context.newPage();
    await warm.goto(url, { waitUntil: 'load' });
    await warm.waitForLoadState('networkidle');
    await warm.close();
    const page = await context.newPage();
    await throttleLikeAPhone(context, page);
    await page.addInitScript(RECORDER);
    if (flag('no-player')) await page.route(/\/chunks\/install-plyr-/, (route) => route.abort());
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelectorAll('[data-widget]:not([data-widget-state])').length === 0);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    if (flag('evaluate-prefetched')) {
      await page.evaluate(async () => {
        for (const link of document.querySelectorAll('link[rel="modulepreload"]')) await import(link.href).catch(() => undefined);
      });
      await page.waitForTimeout(1000);
    }
    // The interaction's own steps first, as the bench takes them (the agency save needs its fields filled).
    await interaction.before?.(page);
    await page.locator(interaction.tap).first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(SCROLLED_SETTLE_MS);
    await page.evaluate(watchResult, interaction.result.selector);
    // The renderer's own counters (CDP Performance.getMetrics) from before the tap to the result
    // painted: how many style recalculations and layouts the tap cost, which the machine's load
    // does not change, beside the times, which it does.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map(({ name, value }) => [name, value]));
    if (flag('timeline')) await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing', ...(process.env.TRACE_OUT ? ['disabled-by-default-devtools.timeline.stack', 'disabled-by-default-devtools.timeline.invalidationTracking'] : [])] });
    const before = await metrics();
    await page.locator(interaction.tap).first().tap();
    await page.waitForFunction(() => window.__trace.paintedAt !== undefined, null, { timeout: 15_000 }).catch(() => undefined);
    const after = await metrics();
    const timelineBuffer = flag('timeline') ? await browser.stopTracing() : undefined;
    if (timelineBuffer && process.env.TRACE_OUT) writeFileSync(`${process.env.TRACE_OUT}-${load + 1}.json`, timelineBuffer);
    const timeline = timelineBuffer && summariseTimeline(timelineBuffer);
    const spent = (name, scale = 1) => Math.round((after[name] - before[name]) * scale);
    await page.waitForTimeout(1000);
    const trace = await page.evaluate(() => {
      const { tapAt, shownAt, paintedAt, long, events } = window.__trace;
      const since = (at) => Math.round(at - tapAt);
      const click = events.find(([name, start]) => name === 'click' && start >= tapAt - 1);
      return {
        clickHandledMs: click ? since(click[2]) : null,
        // Event Timing's own end: the next paint after the click's handlers (8 ms steps), which
        // paintedMs's timer can overshoot when other tasks (Preact's effects) are queued before it.
        clickPaintedMs: click ? since(click[1] + click[3]) : null,
        resultMs: shownAt === undefined ? null : since(shownAt),
        paintedMs: paintedAt === undefined ? null : since(paintedAt),
        longTasks: long.filter(([start, duration]) => start + duration > tapAt - 500).map(([start, duration]) => `${since(start)}+${Math.round(duration)}`),
        requested: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime > tapAt - 1500 && /\/dist\//.test(entry.name))
          .map((entry) => `${entry.name.replace(/.*\/dist\//, '')} ${since(entry.startTime)}..${since(entry.responseEnd)}`),
      };
    });
    const counters = {
      layouts: spent('LayoutCount'),
      styleRecalcs: spent('RecalcStyleCount'),
      layoutMs: spent('LayoutDuration', 1000),
      styleMs: spent('RecalcStyleDuration', 1000),
      scriptMs: spent('ScriptDuration', 1000),
    };
    console.log(`${interaction.label} #${run + 1}${compared ? ` (${build})` : ''}: ${JSON.stringify({ ...trace, ...counters, ...(timeline && { timeline }) })}`);
    await context.close();
  }
} finally {
  await browser.close();
  for (const { server } of builds) await server.close();
}
