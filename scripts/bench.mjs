// `npm run bench`: the performance report. Builds the bundle (timed), lists every output file with
// its raw and gzip size, then runs each section in scripts/bench/ against the demo server in
// Chromium. Prints one report and writes it as JSON to bench/results.json. Size budgets and the leak
// count make it exit non-zero; timings and scores are reported, never gated (machines are noisy).
// `--only=pages,mount` runs just the named sections (keys below).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { buildDist, formatSizeTable, measureDist } from '../build.mjs';
import { benchPageDownloads } from './bench/page-downloads.mjs';
import { benchMountCost } from './bench/mount-cost.mjs';
import { benchReactBuild } from './bench/react-build.mjs';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { benchSuggestions } from './bench/suggestions.mjs';
import { benchThrottledPaints } from './bench/throttled-paints.mjs';
import { benchInteractions } from './bench/interactions.mjs';
import { benchInteractionsFloor } from './bench/interactions-floor.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium, ensureOpenssl, projectDir } from './ensure-setup.mjs';

/** Each section: `(bench) => { key, lines, json, failures }`, run in this order. */
const SECTIONS = [
  ['pages', benchPageDownloads],
  ['mount', benchMountCost],
  ['react', benchReactBuild],
  ['lighthouse', benchLighthouse],
  ['paints', benchThrottledPaints],
  ['suggestions', benchSuggestions],
  // `--interactions-floor` measures the browser's floor beside ours instead (opt-in: not in the CI bench).
  ['interactions', (bench) => (process.argv.includes('--interactions-floor') ? benchInteractionsFloor(bench) : benchInteractions(bench))],
];
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');

ensureChromium();
ensureOpenssl();
const buildStart = performance.now();
await buildDist();
const buildMs = performance.now() - buildStart;
const chunks = measureDist().filter((row) => !row.file.endsWith('.map') && !row.file.endsWith('.txt'));
console.log(`Build: ${buildMs.toFixed(0)} ms\n`);
console.log(formatSizeTable(chunks));

const { startDemoServer } = await import('../demo-pages/server/demo-server.ts');
const server = await startDemoServer({ port: 0, watch: false, log: false });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});

const results = { date: new Date().toISOString(), buildMs: Math.round(buildMs), chunks, sections: {} };
let failures = 0;
try {
  for (const [key, section] of SECTIONS) {
    if (only && !only.includes(key)) continue;
    const outcome = await section({ browser, server, chromiumPath: CHROMIUM_PATH });
    console.log(`\n${outcome.lines.join('\n')}`);
    results.sections[outcome.key] = outcome.json;
    failures += outcome.failures;
  }
} finally {
  await browser.close();
  await server.close();
}

const resultsDir = join(projectDir, 'bench');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'results.json'), `${JSON.stringify({ ...results, failures }, null, 2)}\n`);
console.log(`\nWritten to bench/results.json. ${failures === 0 ? 'Every budget holds.' : `${failures} budget(s) broken.`}`);
process.exitCode = failures > 0 ? 1 : 0;
