// Bench section: Lighthouse 12 (mobile defaults, simulated throttling, offline) on the demo pages,
// each loaded three ways, a few interleaved runs each: as served (the contract's one tag), with the
// opt-in modulepreload hints, and without the bundle's script tag (the demo server's bench-only
// header), so that the report shows what the widgets cost the page's paints. Scores and timings are reported, never gated:
// these machines are noisy.
import { performance } from 'node:perf_hooks';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../ensure-setup.mjs';
import { median } from './median.mjs';

/** The pages Lighthouse loads (issue 10's goals: score ≥ 0.95, TBT 0 ms, CLS 0). */
export const LIGHTHOUSE_PAGES = ['/home.html', '/dancers.html', '/profile.html', '/add-profile.html', '/add-profile-agency.html'];
/** The demo server's bench-only request header that drops `<script type="module" src="/dist/widgets.js">` and any preload hints. */
export const WITHOUT_WIDGETS = { 'X-Bench-Without-Widgets': '1' };
/** The demo pages' query that adds the PHP helper's opt-in modulepreload hints (demo-pages/server/preload/). */
export const WITH_HINTS_QUERY = '?preload-hints=1';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** One Lighthouse navigation: the figures the report shows, and the elements that shifted. */
async function runLighthouse(port, url, extraHeaders) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
    score: Number(item.score?.toFixed?.(4) ?? item.score),
    element: item.node?.selector ?? item.node?.snippet ?? null,
  }));
  return {
    score: lhr.categories.performance.score,
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(4)),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    shifts,
  };
}

const ms = (value) => `${value} ms`.padStart(8);

/** Lighthouse runs per page and variant: one run's simulated paints can jump by 150 ms or more. */
const RUNS = 3;

/**
 * A variant's runs in one: the worst score, TBT and CLS (the goals hold only if every run meets
 * them), the median FCP and LCP with their range, and every shift seen.
 */
function summarize(runs) {
  const range = (key) => ({ min: Math.min(...runs.map((run) => run[key])), max: Math.max(...runs.map((run) => run[key])) });
  const shifts = new Map(runs.flatMap((run) => run.shifts).map((shift) => [`${shift.score} ${shift.element}`, shift]));
  return {
    score: Math.min(...runs.map((run) => run.score)),
    tbtMs: Math.max(...runs.map((run) => run.tbtMs)),
    cls: Math.max(...runs.map((run) => run.cls)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    fcpRange: range('fcpMs'),
    lcpRange: range('lcpMs'),
    shifts: [...shifts.values()],
    runs: runs.map(({ shifts: _shifts, ...figures }) => figures),
  };
}

/** Runs the section: RUNS interleaved Lighthouse runs per page and variant; returns its lines and JSON, never a failure. */
export async function benchLighthouse({ server, chromiumPath }) {
  const started = performance.now();
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const pages = [];
  try {
    for (const path of LIGHTHOUSE_PAGES) {
      const url = server.url + path.slice(1);
      const runs = { withScript: [], withHints: [], withoutScript: [] };
      for (let run = 0; run < RUNS; run += 1) {
        runs.withScript.push(await runLighthouse(chrome.port, url, undefined));
        runs.withHints.push(await runLighthouse(chrome.port, url + WITH_HINTS_QUERY, undefined));
        runs.withoutScript.push(await runLighthouse(chrome.port, url, WITHOUT_WIDGETS));
      }
      pages.push({ page: path, withScript: summarize(runs.withScript), withHints: summarize(runs.withHints), withoutScript: summarize(runs.withoutScript) });
    }
  } finally {
    await chrome.kill();
  }
  const seconds = (performance.now() - started) / 1000;
  const span = ({ min, max }) => `${min}–${max}`.padStart(10);
  const lines = [
    `Lighthouse 12, mobile defaults (simulated throttling), ${RUNS} interleaved runs per page and variant: as served, with the opt-in preload hints, without the bundle (${seconds.toFixed(0)} s); goals: score ≥ 0.95, TBT 0 ms, CLS 0 (worst run as served); FCP and LCP medians, ms:`,
    `  ${'page'.padEnd(26)} score    TBT     CLS    FCP    LCP FCP +h LCP +h  FCP w/o LCP w/o   FCP range  range w/o   LCP range  range w/o   (+h = with the preload hints, w/o = without widgets.js)`,
  ];
  const cell = (value) => String(value).padStart(6);
  for (const { page, withScript: w, withHints: h, withoutScript: o } of pages) {
    lines.push(
      `  ${page.padEnd(26)} ${w.score.toFixed(2).padStart(5)} ${ms(w.tbtMs)} ${w.cls.toFixed(3).padStart(6)} ${cell(w.fcpMs)} ${cell(w.lcpMs)} ${cell(h.fcpMs)} ${cell(h.lcpMs)}   ${cell(o.fcpMs)} ${cell(o.lcpMs)}  ${span(w.fcpRange)} ${span(o.fcpRange)}  ${span(w.lcpRange)} ${span(o.lcpRange)}`,
    );
    for (const shift of w.shifts) lines.push(`    shift ${shift.score}: ${shift.element}`);
  }
  return { key: 'lighthouse', lines, json: { seconds: Math.round(seconds), runs: RUNS, pages }, failures: 0 };
}
