// Bench section `paints`: the first and largest paints a phone visitor sees, observed in Chromium
// under its own network and CPU throttling (Lighthouse's mobile figures, applied over CDP as
// Lighthouse's "devtools" throttling does), not estimated by Lighthouse's simulation. Each page
// loads as served, with the opt-in modulepreload hints, and without the bundle; the medians of a few
// interleaved loads are compared. Also the time until every widget root has mounted. Reported,
// never gated: the machines are noisy.
//
// The demo server speaks HTTP/1.1, where Chromium opens at most six connections to a host: a page's
// 14-17 chunk files, requested together, then queue in three rounds of a request's latency. A site
// over HTTPS is served over HTTP/2, one connection for every file; the pages therefore also load
// (as served: the one tag, no hints) from a second demo server over HTTP/2 with a throwaway
// certificate (`startDemoServer({ http2: true })`), to show what the runtime's two request rounds
// (widgets.js, then every chunk together) give where the server does not queue them (issue 19).
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { startDemoServer } from '../../demo-pages/server/demo-server.ts';
import { LIGHTHOUSE_PAGES, WITH_HINTS_QUERY, WITHOUT_WIDGETS } from './lighthouse.mjs';
import { median } from './median.mjs';
import { RETURNING } from './page-downloads.mjs';
import { PHONE, throttleLikeAPhone } from './phone-throttling.mjs';

const LOADS = 3;
const LOAD_TIMEOUT_MS = 60_000;
const VARIANTS = [
  { key: 'asServed', query: '', headers: {} },
  { key: 'withHints', query: WITH_HINTS_QUERY, headers: {} },
  { key: 'withoutBundle', query: '', headers: WITHOUT_WIDGETS },
  { key: 'overHttp2', query: '', headers: {}, http2: true },
];

/** Records the paints and, once the runtime has settled every root, the time it did. */
const OBSERVE_PAINTS = `
window.__benchLcp = 0;
new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__benchLcp = entry.startTime; })
  .observe({ type: 'largest-contentful-paint', buffered: true });
document.addEventListener('widgets:ready', () => {
  window.directoryWidgets.settled().then(() => { window.__benchReadyAt = performance.now(); });
}, { once: true });
`;

/** One load of `path` on an emulated, throttled phone: FCP, LCP and the time every root mounted (null without the bundle). */
async function throttledLoad({ browser, server: http1, http2 }, path, variant) {
  const server = variant.http2 ? http2 : http1;
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    // The HTTP/2 server's certificate is a throwaway one made for this run.
    ignoreHTTPSErrors: variant.http2 === true,
  });
  try {
    // A returning visitor, as in the other sections: the 18+ gate does not cover the listings.
    await context.addCookies(RETURNING.map((cookie) => ({ ...cookie, url: server.url })));
    const page = await context.newPage();
    await page.setExtraHTTPHeaders(variant.headers);
    await throttleLikeAPhone(context, page);
    await page.addInitScript(OBSERVE_PAINTS);
    await page.goto(server.url + path.slice(1) + variant.query, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
    if (variant.key !== 'withoutBundle') await page.waitForFunction(() => window.__benchReadyAt !== undefined, null, { timeout: LOAD_TIMEOUT_MS });
    return await page.evaluate(() => ({
      fcpMs: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN),
      lcpMs: Math.round(window.__benchLcp),
      readyMs: window.__benchReadyAt === undefined ? null : Math.round(window.__benchReadyAt),
    }));
  } finally {
    await context.close();
  }
}

const summary = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });

/** Runs the section: returns its lines and JSON, never a failure. */
export async function benchThrottledPaints(bench) {
  const lines = [
    `Paints observed on a throttled phone (Chromium's own throttling at Lighthouse's mobile figures: ${PHONE.requestLatencyMs} ms a request, ${(PHONE.downloadThroughputKbps / 1024).toFixed(2)} Mbit/s, CPU ÷${PHONE.cpuSlowdownMultiplier}), median of ${LOADS} interleaved loads, ms; ready = every root mounted, then how long after FCP:`,
    `  ${'page'.padEnd(26)} ${'as served: FCP  LCP  ready (+FCP)'.padStart(34)}   ${'with hints: FCP  LCP  ready'.padStart(28)}   ${'without bundle: FCP  LCP'.padStart(25)}   ${'over HTTP/2: FCP  LCP  ready (+FCP)'.padStart(36)}   FCP and LCP spread`,
  ];
  const pages = [];
  const http2 = await startDemoServer({ port: 0, http2: true });
  try {
    for (const path of LIGHTHOUSE_PAGES) {
      const runs = Object.fromEntries(VARIANTS.map(({ key }) => [key, []]));
      for (let load = 0; load < LOADS; load += 1) {
        for (const variant of VARIANTS) runs[variant.key].push(await throttledLoad({ ...bench, http2 }, path, variant));
      }
      const row = { page: path };
      for (const { key } of VARIANTS) {
        const list = runs[key];
        row[key] = { fcpMs: summary(list.map((run) => run.fcpMs)), lcpMs: summary(list.map((run) => run.lcpMs)) };
        if (key !== 'withoutBundle') {
          row[key].readyMs = summary(list.map((run) => run.readyMs));
          // Per load, then the median: issue 19's "ready ≤ 1.3 s after FCP".
          row[key].readyAfterFcpMs = summary(list.map((run) => run.readyMs - run.fcpMs));
        }
      }
      pages.push(row);
      const cell = (value) => String(value.median).padStart(5);
      const after = (value) => `(+${value.median})`.padStart(8);
      const spread = Math.max(...VARIANTS.flatMap(({ key }) => [row[key].fcpMs, row[key].lcpMs].map((value) => value.max - value.min)));
      const { asServed: s, withHints: h, withoutBundle: o, overHttp2: t } = row;
      lines.push(
        `  ${path.padEnd(26)} ${' '.repeat(10)}${cell(s.fcpMs)}${cell(s.lcpMs)} ${cell(s.readyMs)}${after(s.readyAfterFcpMs)}   ${' '.repeat(12)}${cell(h.fcpMs)}${cell(h.lcpMs)} ${cell(h.readyMs)}   ${' '.repeat(15)}${cell(o.fcpMs)}${cell(o.lcpMs)}   ${' '.repeat(12)}${cell(t.fcpMs)}${cell(t.lcpMs)} ${cell(t.readyMs)}${after(t.readyAfterFcpMs)}   up to ${spread}`,
      );
    }
  } finally {
    await http2.close();
  }
  return { key: 'paints', lines, json: { loads: LOADS, throttling: PHONE, pages }, failures: 0 };
}
