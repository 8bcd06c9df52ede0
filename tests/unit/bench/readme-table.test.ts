import { describe, expect, it } from 'vitest';
import {
  benchTables,
  lighthouseTable,
  mountTable,
  paintsTable,
  sizeTable,
  suggestionsTable,
  withBenchTables,
} from '../../../scripts/bench/readme-table.mjs';

const THROTTLING = { requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, cpuSlowdownMultiplier: 4 };
const span = (median: number, min: number, max: number) => ({ median, min, max });

/** One page's paints as the `paints` section writes them; `overHttp2` absent as in a run from before that variant. */
const paintsPage = (page: string, http2: boolean) => ({
  page,
  asServed: { fcpMs: span(2000, 1900, 2100), lcpMs: span(2500, 2400, 2600), readyMs: span(3800, 3700, 3900), readyAfterFcpMs: span(1800, 1700, 1950) },
  withHints: { fcpMs: span(2010, 1950, 2050), lcpMs: span(2510, 2450, 2550), readyMs: span(3300, 3200, 3400) },
  withoutBundle: { fcpMs: span(1990, 1980, 2000), lcpMs: span(2490, 2480, 2500), readyMs: span(0, 0, 0) },
  ...(http2
    ? { overHttp2: { fcpMs: span(1500, 1400, 1600), lcpMs: span(1800, 1700, 1900), readyMs: span(2700, 2600, 2800), readyAfterFcpMs: span(1100, 900, 1300) } }
    : {}),
});

const paints = { loads: 5, throttling: THROTTLING, pages: [paintsPage('/profile.html', true), paintsPage('/dancers.html', false)] };

const pages = {
  budgets: [
    { label: 'dist/widgets.js (every page)', gzipBytes: 3962, budgetBytes: 4096, verdict: 'ok' },
    { label: '/profile.html: favorite button, clicked', gzipBytes: 21955, budgetBytes: null },
  ],
  mountTimes: [{ page: '/profile.html', medianMs: 1191, minMs: 1100, maxMs: 1300 }],
};

const mountVariant = (jsGc: number, ratio: number) => ({
  jsGcMs: span(jsGc, jsGc - 10, jsGc + 10),
  mountedMs: span(jsGc * 5, jsGc * 4, jsGc * 6),
  ratioToIslands: { jsGc: ratio, mounted: ratio },
  perRootUs: jsGc * 2,
});
const mount = {
  loads: 9,
  sizes: { 500: { ours: mountVariant(80, 1.85), islands: mountVariant(43, 1) } },
  perRootFlat: true,
  leak: { cycles: 1000, extraRoots: 0, heapGrowth: 0.009 },
};

const lighthouse = {
  runs: 3,
  seconds: 120,
  pages: [
    {
      page: '/profile.html',
      withScript: { score: 0.987, tbtMs: 0, cls: 0, fcpMs: 1800, fcpRange: { min: 1700, max: 1900 }, lcpMs: 2400, lcpRange: { min: 2300, max: 2500 } },
      withHints: null,
      withoutScript: { score: 1, tbtMs: 0, cls: 0, fcpMs: 1750, lcpMs: 2350 },
    },
  ],
};

const suggestions = {
  page: '/home.html',
  cases: [
    { label: '12 characters at 100 ms a key', requests: 1, expected: 1, ok: true },
    { label: '12 characters with 600 ms pauses', requests: 11, expected: 10, ok: false },
  ],
};

describe('the bench tables of docs/performance.md', () => {
  it('writes the paints per page as served / with hints / without the bundle / over HTTP/2, and ready after FCP for both connections', () => {
    const markdown = paintsTable(paints);
    expect(markdown).toContain('| page | FCP | LCP | ready | ready after FCP |');
    expect(markdown).toContain(
      '| /profile.html | 2000 (1900–2100) / 2010 (1950–2050) / 1990 (1980–2000) / 1500 (1400–1600) | 2500 (2400–2600) / 2510 (2450–2550) / 2490 (2480–2500) / 1800 (1700–1900) | 3800 / 3300 / 2700 | 1800 (1700–1950) / 1100 (900–1300) |',
    );
    expect(markdown).toContain('562.5 ms a request, 1.44 Mbit/s, CPU ÷4');
    expect(markdown).toContain('median (min–max) of 5 interleaved loads');
  });

  it('leaves the HTTP/2 cells out of a page measured without that variant, and writes a dash for a ready after FCP not measured', () => {
    const withoutReadyAfterFcp = paintsPage('/home.html', false);
    const { readyAfterFcpMs: _left, ...asServed } = withoutReadyAfterFcp.asServed;
    const markdown = paintsTable({ ...paints, pages: [paintsPage('/dancers.html', false), { ...withoutReadyAfterFcp, asServed }] });
    expect(markdown).toContain(
      '| /dancers.html | 2000 (1900–2100) / 2010 (1950–2050) / 1990 (1980–2000) | 2500 (2400–2600) / 2510 (2450–2550) / 2490 (2480–2500) | 3800 / 3300 | 1800 (1700–1950) |',
    );
    expect(markdown).toContain('| /home.html | 2000 (1900–2100) / 2010 (1950–2050) / 1990 (1980–2000) | 2500 (2400–2600) / 2510 (2450–2550) / 2490 (2480–2500) | 3800 / 3300 | – |');
  });

  it('writes each size against its budget, a dash where there is none, and the time to mount', () => {
    const markdown = sizeTable(pages);
    expect(markdown).toContain('| dist/widgets.js (every page) | 3.87 KB | 4.00 KB | ok |');
    expect(markdown).toContain('| /profile.html: favorite button, clicked | 21.44 KB | – |  |');
    expect(markdown).toContain('| /profile.html | 1191 ms | 1100–1300 ms |');
  });

  it('writes the mount cost per root count and variant with its ratios to islands, and the leak check', () => {
    const markdown = mountTable(mount);
    expect(markdown).toContain('Median of 9 interleaved loads');
    expect(markdown).toContain('| 500 | ours | 80 ms (70–90) | 1.85× | 400 ms (320–480) | 1.85× | 160 µs |');
    expect(markdown).toContain('| 500 | islands | 43 ms (33–53) | 1× | 215 ms (172–258) | 1× | 86 µs |');
    expect(markdown).toContain('Per-root cost flat from 500 to 2000 roots: yes. 1000 insert/remove cycles: 0 extra roots held');
    expect(markdown).toContain('0.9 % above its start (limit 10 %)');
  });

  it('writes Lighthouse per page with the ranges it has and a dash for a variant not run', () => {
    const markdown = lighthouseTable(lighthouse);
    expect(markdown).toContain('3 interleaved run(s) per page and variant (120 s)');
    expect(markdown).toContain('| /profile.html | 0.99 | 0 ms | 0.000 | 1800 (1700–1900) / – / 1750 | 2400 (2300–2500) / – / 2350 |');
  });

  it('writes the suggestion requests with their verdicts', () => {
    const markdown = suggestionsTable(suggestions);
    expect(markdown).toContain('| typing on /home.html | requests | must be |  |');
    expect(markdown).toContain('| 12 characters at 100 ms a key | 1 | 1 | ok |');
    expect(markdown).toContain('| 12 characters with 600 ms pauses | 11 | 10 | WRONG |');
  });

  it('puts every section under its heading with the run, and says which command measures a section that did not run', () => {
    const all = benchTables({ date: '2026-11-27T19:00:00Z', buildMs: 266, failures: 0, sections: { pages, mount, lighthouse, paints, suggestions } });
    expect(all.startsWith('From `npm run bench` on 2026-11-27 (build 266 ms; every budget holds).')).toBe(true);
    const headings = ['JavaScript before interaction', 'Mount cost', 'Lighthouse', 'Paints on a throttled phone', 'Search suggestions'];
    const at = headings.map((heading) => all.indexOf(`#### ${heading}`));
    expect(at.every((index) => index > 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(all.indexOf('| /profile.html | 2000 (1900–2100)')).toBeGreaterThan(at[3]!);

    const none = benchTables({ date: '2026-11-27T19:00:00Z', buildMs: 300, failures: 2, sections: {} });
    expect(none).toContain('(build 300 ms; 2 failure(s))');
    for (const only of ['pages', 'lighthouse', 'paints', 'suggestions']) expect(none).toContain(`_Not measured in this run (\`npm run bench -- --only=${only}\`)._`);
    expect(none).toContain('`npm run bench -- --only=mount` (section `mount`)');
  });

  it('replaces only what lies between the bench-table markers, and refuses a page without them', () => {
    const readme = '# Performance\n\nwhy\n\n<!-- bench-table:start -->\nold tables\n<!-- bench-table:end -->\n\nafter\n';
    expect(withBenchTables(readme, 'new tables')).toBe('# Performance\n\nwhy\n\n<!-- bench-table:start -->\nnew tables\n<!-- bench-table:end -->\n\nafter\n');
    expect(() => withBenchTables('# Performance\n', 'new tables')).toThrow('docs/performance.md has no <!-- bench-table:start --> … <!-- bench-table:end --> markers');
  });
});
