// Prints docs/performance.md's tables (markdown) from the last bench report,
// bench/results.json; `--write` puts them into docs/performance.md between its bench-table markers.
// `node scripts/bench/readme-table.mjs [--write]` after `npm run bench`. The formatting is exported
// and the file is read only when run as a script, so that a unit test can import it
// (tests/unit/bench/readme-table.test.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const START = '<!-- bench-table:start -->';
const END = '<!-- bench-table:end -->';
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const row = (cells) => `| ${cells.join(' | ')} |`;
const table = (head, rows) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

/** The size budgets of the `pages` section: what each page downloads before interaction. */
export function sizeTable(pages) {
  if (!pages) return '_Not measured in this run (`npm run bench -- --only=pages`)._';
  const budgets = table(
    ['what', 'gzip', 'budget', ''],
    pages.budgets.map((item) => [item.label, kb(item.gzipBytes), item.budgetBytes === null ? '–' : kb(item.budgetBytes), item.verdict ?? '']),
  );
  const mount = table(
    ['page', 'navigation → every root mounted (median)', 'min–max'],
    pages.mountTimes.map((item) => [item.page, `${item.medianMs} ms`, `${item.minMs}–${item.maxMs} ms`]),
  );
  return `${budgets}\n\n${mount}`;
}

/** The mount-cost comparison (`mount` section): per root count and variant, medians with min–max and the ratio to islands. */
export function mountTable(mount) {
  if (!mount) return '_Mount cost of 500 favorite roots against bare Preact islands and hand-written DOM: `npm run bench -- --only=mount` (section `mount`)._';
  const span = ({ median, min, max }) => `${median} ms (${min}–${max})`;
  const rows = Object.entries(mount.sizes).flatMap(([roots, variants]) =>
    Object.entries(variants).map(([variant, item]) => [
      roots,
      variant,
      span(item.jsGcMs),
      `${item.ratioToIslands.jsGc}×`,
      span(item.mountedMs),
      `${item.ratioToIslands.mounted}×`,
      `${item.perRootUs} µs`,
    ]),
  );
  const { leak } = mount;
  return [
    `Median of ${mount.loads} interleaved loads; JS+GC from a CPU profile until every root is mounted.`,
    '',
    table(['roots', 'variant', 'JS+GC', '× islands', 'navigation → all mounted', '× islands', 'JS+GC per root'], rows),
    '',
    `Per-root cost flat from 500 to 2000 roots: ${mount.perRootFlat ? 'yes' : 'no'}. ${leak.cycles} insert/remove cycles: ${leak.extraRoots} extra roots held, heap objects after GC (compiled code not counted) ${(leak.heapGrowth * 100).toFixed(1)} % above its start (limit 10 %).`,
  ].join('\n');
}

/** Lighthouse per page: as served, with the opt-in preload hints, and without the bundle's script tag. */
export function lighthouseTable(lighthouse) {
  if (!lighthouse) return '_Not measured in this run (`npm run bench -- --only=lighthouse`)._';
  const spread = (summary, key) => (summary[`${key}Range`] ? ` (${summary[`${key}Range`].min}–${summary[`${key}Range`].max})` : '');
  const cell = (summary, key) => (summary ? `${summary[`${key}Ms`]}${spread(summary, key)}` : '–');
  const rows = lighthouse.pages.map(({ page, withScript: w, withHints: h, withoutScript: o }) => [
    page,
    w.score.toFixed(2),
    `${w.tbtMs} ms`,
    w.cls.toFixed(3),
    `${cell(w, 'fcp')} / ${cell(h, 'fcp')} / ${cell(o, 'fcp')}`,
    `${cell(w, 'lcp')} / ${cell(h, 'lcp')} / ${cell(o, 'lcp')}`,
  ]);
  const runs = lighthouse.runs ?? 1;
  const note = `Lighthouse 12, mobile defaults (simulated throttling), ${runs} interleaved run(s) per page and variant (${lighthouse.seconds} s). Goals: score ≥ 0.95, TBT 0 ms, CLS 0 (the worst run as served is shown), FCP and LCP with the script equal to those without it within noise. Each timing is the median (min–max), ms, as served (the contract's one tag) / with the opt-in preload hints / without the bundle.`;
  return `${note}\n\n${table(['page', 'score', 'TBT', 'CLS', 'FCP', 'LCP'], rows)}`;
}

/** Paints observed on a throttled phone: as served, with the opt-in hints, without the bundle, over HTTP/2. */
export function paintsTable(paints) {
  if (!paints) return '_Not measured in this run (`npm run bench -- --only=paints`)._';
  const span = ({ median, min, max }) => `${median} (${min}–${max})`;
  // A run from before the HTTP/2 variant has no such cells.
  const http2 = (value, show) => (value ? ` / ${show(value)}` : '');
  const rows = paints.pages.map(({ page, asServed: s, withHints: h, withoutBundle: o, overHttp2: t }) => [
    page,
    `${span(s.fcpMs)} / ${span(h.fcpMs)} / ${span(o.fcpMs)}${http2(t?.fcpMs, span)}`,
    `${span(s.lcpMs)} / ${span(h.lcpMs)} / ${span(o.lcpMs)}${http2(t?.lcpMs, span)}`,
    `${s.readyMs.median} / ${h.readyMs.median}${http2(t?.readyMs, (value) => value.median)}`,
    s.readyAfterFcpMs ? `${span(s.readyAfterFcpMs)}${http2(t?.readyAfterFcpMs, span)}` : '–',
  ]);
  const { requestLatencyMs, downloadThroughputKbps, cpuSlowdownMultiplier } = paints.throttling;
  const note = `Observed in Chromium under its own throttling at Lighthouse's mobile figures (${requestLatencyMs} ms a request, ${(downloadThroughputKbps / 1024).toFixed(2)} Mbit/s, CPU ÷${cpuSlowdownMultiplier}), phone screen, median (min–max) of ${paints.loads} interleaved loads, ms. Each cell is as served / with the opt-in preload hints / without the bundle / as served over HTTP/2 (the demo server over HTTPS, one connection for every file, as a site over HTTPS is served); ready is when every root has mounted, and ready after FCP is per load (as served / over HTTP/2; issue 19's goal: ≤ 1300).`;
  return `${note}\n\n${table(['page', 'FCP', 'LCP', 'ready', 'ready after FCP'], rows)}`;
}

/** Suggestion requests while typing. */
export function suggestionsTable(suggestions) {
  if (!suggestions) return '_Not measured in this run (`npm run bench -- --only=suggestions`)._';
  return table(
    [`typing on ${suggestions.page}`, 'requests', 'must be', ''],
    suggestions.cases.map((item) => [item.label, String(item.requests), String(item.expected), item.ok ? 'ok' : 'WRONG']),
  );
}

/** The markdown of every table, from one bench report. */
export function benchTables(results) {
  const { sections } = results;
  return [
    `From \`npm run bench\` on ${results.date.slice(0, 10)} (build ${results.buildMs} ms; ${results.failures === 0 ? 'every budget holds' : `${results.failures} failure(s)`}).`,
    '',
    '#### JavaScript before interaction (gzip, level 9) against budgets',
    '',
    sizeTable(sections.pages),
    '',
    '#### Mount cost',
    '',
    mountTable(sections.mount),
    '',
    '#### Lighthouse',
    '',
    lighthouseTable(sections.lighthouse),
    '',
    '#### Paints on a throttled phone',
    '',
    paintsTable(sections.paints),
    '',
    '#### Search suggestions',
    '',
    suggestionsTable(sections.suggestions),
  ].join('\n');
}

/** `readme` (docs/performance.md's text) with `markdown` between its bench-table markers; throws without them. */
export function withBenchTables(readme, markdown) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/performance.md has no ${START} … ${END} markers`);
  return `${readme.slice(0, start + START.length)}\n${markdown}\n${readme.slice(end)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { projectDir } = await import('../ensure-setup.mjs');
  const results = JSON.parse(readFileSync(join(projectDir, 'bench', 'results.json'), 'utf8'));
  const markdown = benchTables(results);
  if (process.argv.includes('--write')) {
    const readmePath = join(projectDir, 'docs', 'performance.md');
    writeFileSync(readmePath, withBenchTables(readFileSync(readmePath, 'utf8'), markdown));
    console.log('docs/performance.md: bench tables updated.');
  } else {
    console.log(markdown);
  }
}
