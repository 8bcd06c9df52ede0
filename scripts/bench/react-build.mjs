// Bench section: the React 19 build (dist-react/, see build.mjs `buildReactDist`) beside the shipped
// Preact build: the JavaScript /profile.html and /dancers.html download (gzip) and the time to mount
// every root, on each build in the same run. Before interaction neither page runs React code (the
// React kit loads on first use), so each page also has a row with the first use that loads it, and
// the time that use takes.
// Reported, never gated: the React build is not shipped; it shows what Preact saves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { buildReactDist, distDir, reactDistDir } from '../../build.mjs';
import { clickFavorite, KB, loadPage, RETURNING } from './page-downloads.mjs';
import { median } from './median.mjs';

/** Focusing the header search box loads its combobox, which renders with React (done once it sets aria-controls). */
const focusSearch = async (page) => {
  await page.locator('#header-search-input').focus();
  await page.locator('#header-search-input[aria-controls]').waitFor();
};
const PAGES = [
  { path: '/profile.html', label: '/profile.html' },
  { path: '/profile.html', label: '/profile.html, favorite clicked', interact: clickFavorite },
  { path: '/dancers.html', label: '/dancers.html' },
  { path: '/dancers.html', label: '/dancers.html, search focused', interact: focusSearch },
];
const MOUNT_RUNS = 5;

const gzipIn = (dir, files) => files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dir, file)), { level: 9 }).length, 0);
/** Runs the section: returns its printed lines and JSON; a page that fails to load on a build counts as a failure. */
export async function benchReactBuild(bench) {
  await buildReactDist();
  const { startDemoServer } = await import('../../demo-pages/server/demo-server.ts');
  const reactServer = await startDemoServer({ port: 0, watch: false, log: false, distDir: reactDistDir });
  const builds = [
    { name: 'preact', label: 'shipped (Preact)', server: bench.server, dir: distDir },
    { name: 'react', label: 'React 19', server: reactServer, dir: reactDistDir },
  ];
  const lines = [`React 19 build beside the shipped build (returning visitor; gzip level 9; mount and first use: median of ${MOUNT_RUNS}):`];
  const json = [];
  let failures = 0;
  try {
    for (const { path, label, interact } of PAGES) {
      const runs = new Map(builds.map((build) => [build.name, []]));
      // Alternate the builds run by run, so that the machine's noise falls on both alike.
      for (let run = 0; run < MOUNT_RUNS; run += 1) {
        for (const build of builds) {
          let useMs = null;
          // Timed from Node (Playwright's round trips included, alike on both builds).
          const timed = interact && (async (page) => {
            const start = performance.now();
            await interact(page);
            useMs = performance.now() - start;
          });
          const loaded = await loadPage({ browser: bench.browser, server: build.server }, path, { cookies: RETURNING, interact: timed });
          if (loaded) runs.get(build.name).push({ ...loaded, useMs });
        }
      }
      for (const build of builds) {
        const loads = runs.get(build.name);
        if (loads.length === 0) {
          lines.push(`  ${label.padEnd(32)} ${build.label.padEnd(17)} page did not load`);
          failures += 1;
          continue;
        }
        const files = loads[0].files;
        const gzipBytes = gzipIn(build.dir, files);
        const mountMs = median(loads.map((load) => load.mountMs));
        const useMs = interact ? median(loads.map((load) => load.useMs)) : null;
        const use = useMs === null ? '' : `  first use ${useMs.toFixed(0).padStart(5)} ms`;
        lines.push(`  ${label.padEnd(32)} ${build.label.padEnd(17)} ${KB(gzipBytes).padStart(10)} (${String(files.length).padStart(2)} files)  mount ${mountMs.toFixed(0).padStart(5)} ms${use}`);
        json.push({
          label,
          page: path,
          build: build.name,
          gzipBytes,
          files,
          mountMedianMs: Math.round(mountMs),
          mountRuns: loads.map((load) => Math.round(load.mountMs)),
          firstUseMedianMs: useMs === null ? null : Math.round(useMs),
        });
      }
    }
  } finally {
    await reactServer.close();
  }
  return { key: 'react', lines, json: { pages: json }, failures };
}
