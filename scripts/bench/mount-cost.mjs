// Bench section `mount`: what mounting favorite roots costs with our runtime, against bare Preact
// islands and hand-written DOM code, built and run in this process on the demo server's origin.
// Generated listing pages (500 and 2000 cards), interleaved loads, script + GC time from a CPU
// profile until every root is mounted, and time from navigation to all mounted. Then 1000
// insert/remove cycles of one root: extra roots held and heap growth after forced GC are failures;
// timings never are (the machines are noisy). The heap counts objects, not the code V8 compiles
// meanwhile (heapAfterGc). Ours loads twice: with the contract's one tag, as the demo pages are served (widgets.js, then the favorite's chunk, then its imports, one after
// another), and with the modulepreload links that the PHP helper's opt-in (and the demo server, asked
// with `?preload-hints=1`) print for `favorite` in the head: its chunk and that chunk's static
// imports, read from dist/manifest.json, fetched with widgets.js. Ours also loads on the React 19
// build (dist-react/, row `ours-react19`, with the contract's tag): reported beside, never gated.
import { build } from 'esbuild';
import { buildReactDist, distDir, reactDistDir } from '../../build.mjs';
import { modulePreloadLinks } from '../../demo-pages/server/preload/add-module-preloads.ts';
import { projectDir } from '../ensure-setup.mjs';
import { median } from './median.mjs';

const LOADS = 9;
const SIZES = [500, 2000];
const LEAK_CYCLES = 1000;
const LEAK_WARMUP = 20;
const MAX_HEAP_GROWTH = 0.1;
const SAMPLING_INTERVAL_US = 100;
const BENCH_PATH = '__bench/';

/** The favorite root as the server writes it (see demo-pages/server/pages/profile/profile-page.ts). */
const favoriteRoot = (id) =>
  `<div data-widget="favorite" data-dancer-id="${id}" data-favorite="0"><button type="button" class="btn favorite-button btn-primary" disabled><span aria-hidden="true" class="favorite-heart favorite-heart-hollow">&#x2661;</span> <span>Add to favorites</span></button></div>`;

const listingPage = (count, script, head = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mount bench: ${count} favorite roots</title>${head}</head>
<body data-page="dancers"><main><ul class="listing">
${Array.from({ length: count }, (_, index) => `<li class="card"><h3>Dancer ${index + 1}</h3><p>City, 25</p>${favoriteRoot(index + 1)}</li>`).join('\n')}
</ul></main><script type="module" src="${script}"></script></body></html>`;

/** Bare Preact islands: one render() of an equivalent button component per root. */
const ISLANDS_SOURCE = `
import { h, render } from 'preact';
import { useState } from 'preact/hooks';
function Fav({ id, initial }) {
  const [favorite, setFavorite] = useState(initial);
  return h('button', { type: 'button', class: 'btn favorite-button ' + (favorite ? 'btn-outline-danger' : 'btn-primary'), onClick: () => setFavorite(!favorite) },
    h('span', { 'aria-hidden': 'true', class: 'favorite-heart ' + (favorite ? 'favorite-heart-solid' : 'favorite-heart-hollow') }, favorite ? '\\u2665' : '\\u2661'),
    ' ',
    h('span', null, favorite ? 'Remove from favorites' : 'Add to favorites'));
}
for (const root of document.querySelectorAll('[data-widget="favorite"]')) {
  render(h(Fav, { id: Number(root.dataset.dancerId), initial: root.dataset.favorite === '1' }), root);
}
window.__benchMountedAt = performance.now();
`;

/** Hand-written DOM code: enable the server's button and listen to it. */
const DOM_SOURCE = `
for (const root of document.querySelectorAll('[data-widget="favorite"]')) {
  const button = root.querySelector('button');
  button.disabled = false;
  button.addEventListener('click', () => {
    const favorite = root.dataset.favorite !== '1';
    root.dataset.favorite = favorite ? '1' : '0';
    button.className = 'btn favorite-button ' + (favorite ? 'btn-outline-danger' : 'btn-primary');
    button.lastChild.textContent = favorite ? 'Remove from favorites' : 'Add to favorites';
  });
}
window.__benchMountedAt = performance.now();
`;

/** The modulepreload links WidgetsInclude::modulePreloadTags(['favorite']) prints for the build in dist/. */
function favoritePreloadLinks() {
  const links = modulePreloadLinks(['favorite'], distDir);
  if (!links) throw new Error('dist/manifest.json lists no preload files for favorite: build with scripts/dist-manifest.mjs.');
  return links;
}

/** Ours with the page's modulepreload links for favorite, as the PHP helper's opt-in prints them. */
const OURS_WITH_HINTS = 'ours+hints';
/** Ours on the React 19 build, served by a demo server of dist-react/. */
const OURS_REACT = 'ours-react19';
const isOurs = (variant) => variant === 'ours' || variant === OURS_WITH_HINTS || variant === OURS_REACT;

/** Ours: the page's real entry; the marker is set when the runtime has settled every root. */
const OURS_MARKER = `
document.addEventListener('widgets:ready', () => {
  window.directoryWidgets.settled().then(() => { window.__benchMountedAt = performance.now(); });
}, { once: true });
`;

async function bundle(source) {
  const result = await build({
    stdin: { contents: source, resolveDir: projectDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    target: 'es2022',
  });
  return result.outputFiles[0].text;
}

const round = (value, digits = 1) => Number(value.toFixed(digits));

/**
 * Sums a CPU profile's samples: the page's JavaScript (a stack with a frame of a script from
 * `origin`, with the native work it calls) and garbage collection. Playwright's own injected
 * scripts, which poll and evaluate, are left out.
 */
function profileTimes(profile, origin) {
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const pageStack = new Map();
  const isPage = (id) => {
    if (id === undefined) return false;
    if (!pageStack.has(id)) pageStack.set(id, byId.get(id).callFrame.url.startsWith(origin) || isPage(parent.get(id)));
    return pageStack.get(id);
  };
  let scriptUs = 0;
  let gcUs = 0;
  for (let index = 0; index < profile.samples.length; index += 1) {
    const id = profile.samples[index];
    // A sample's time is the delta to the next sample.
    const delta = profile.timeDeltas[index + 1] ?? 0;
    if (byId.get(id).callFrame.functionName === '(garbage collector)') gcUs += delta;
    else if (isPage(id)) scriptUs += delta;
  }
  return { scriptMs: scriptUs / 1000, gcMs: gcUs / 1000 };
}

/** Loads one generated page in a fresh context with the CPU profiler on, until every root is mounted. */
async function profiledLoad({ browser, server }, scripts, variant, count) {
  const head = variant === OURS_WITH_HINTS ? scripts.oursHints : '';
  const ours = isOurs(variant);
  const context = await browser.newContext();
  const page = await context.newPage();
  const base = `${server.url}${BENCH_PATH}`;
  await page.route(`${base}**`, (route) => {
    const path = new URL(route.request().url()).pathname.slice(`/${BENCH_PATH}`.length);
    if (path === 'blank.html') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' });
    if (path.endsWith('.js')) return route.fulfill({ contentType: 'text/javascript', body: scripts[path.slice(0, -3)] });
    const script = ours ? '/dist/widgets.js' : `/${BENCH_PATH}${variant}.js`;
    return route.fulfill({ contentType: 'text/html', body: listingPage(count, script, head) });
  });
  if (ours) await page.addInitScript(OURS_MARKER);
  // Same origin first, so the profiled navigation stays in this renderer and its profiler.
  await page.goto(`${base}blank.html`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
  await cdp.send('Profiler.start');
  await page.goto(`${base}${variant}-${count}.html`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__benchMountedAt !== undefined, null, { timeout: 60_000 });
  const { profile } = await cdp.send('Profiler.stop');
  const { mountedAt, usable } = await page.evaluate(() => ({
    mountedAt: window.__benchMountedAt,
    usable: document.querySelectorAll('[data-widget="favorite"] > button:not([disabled])').length,
  }));
  await context.close();
  if (usable !== count) throw new Error(`${variant} at ${count} roots: ${usable} usable buttons after mounting`);
  const { scriptMs, gcMs } = profileTimes(profile, new URL(server.url).origin);
  return { jsGcMs: scriptMs + gcMs, scriptMs, gcMs, mountedMs: mountedAt };
}

/** 1000 insert/remove cycles of one favorite root: roots held and heap (after forced GC) before and after. */
async function leakCycles({ browser, server }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(`${server.url}${BENCH_PATH}**`, (route) => route.fulfill({ contentType: 'text/html', body: listingPage(10, '/dist/widgets.js') }));
  await page.goto(`${server.url}${BENCH_PATH}leak.html`);
  await page.waitForFunction(() => window.directoryWidgets !== undefined);
  await page.evaluate(() => window.directoryWidgets.settled());
  const cdp = await context.newCDPSession(page);
  const cycle = (cycles) =>
    page.evaluate(async ({ cycles, html }) => {
      const list = document.querySelector('ul');
      for (let index = 0; index < cycles; index += 1) {
        const item = document.createElement('li');
        item.innerHTML = html;
        list.append(item);
        await null; // the runtime's MutationObserver runs before this continues
        await window.directoryWidgets.settled();
        if (item.firstElementChild.getAttribute('data-widget-state') !== 'mounted') throw new Error(`cycle ${index}: the root did not mount`);
        item.remove();
        await null;
      }
      return window.directoryWidgets.roots().length;
    }, { cycles, html: favoriteRoot(9999) });
  const rootsAtStart = await cycle(0);
  await cycle(LEAK_WARMUP);
  const before = await heapAfterGc(cdp);
  const rootsAfter = await cycle(LEAK_CYCLES);
  const after = await heapAfterGc(cdp);
  await context.close();
  return {
    cycles: LEAK_CYCLES,
    extraRoots: rootsAfter - rootsAtStart,
    heapBefore: before.objects,
    heapAfter: after.objects,
    heapGrowth: (after.objects - before.objects) / before.objects,
    usedBefore: before.used,
    usedAfter: after.used,
    codeGrowth: after.code - before.code,
  };
}

/**
 * The page's heap after forced GC: V8's used size, and from a heap snapshot the size of its objects
 * without compiled code (nodes of type `code`). The code grows while the JIT optimizes the cycles'
 * hot functions (about 120 KB over 1000 cycles of the favorite as a component, all of it
 * InstructionStream, deoptimization data and the like; no JS object is held): that is V8's cache,
 * not something the cycles left behind, so the leak check counts the objects.
 */
async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize: used } = await cdp.send('Runtime.getHeapUsage');
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const { snapshot, nodes } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const codeType = snapshot.meta.node_types[0].indexOf('code');
  const [typeAt, sizeAt] = [fields.indexOf('type'), fields.indexOf('self_size')];
  let objects = 0;
  let code = 0;
  for (let index = 0; index < nodes.length; index += fields.length) {
    if (nodes[index + typeAt] === codeType) code += nodes[index + sizeAt];
    else objects += nodes[index + sizeAt];
  }
  return { used, objects, code };
}

/** Runs the section: returns its printed lines, its JSON and the leaks found. */
export async function benchMountCost(bench) {
  const scripts = { islands: await bundle(ISLANDS_SOURCE), dom: await bundle(DOM_SOURCE), oursHints: favoritePreloadLinks() };
  const variants = ['ours', OURS_WITH_HINTS, OURS_REACT, 'islands', 'dom'];
  await buildReactDist();
  const { startDemoServer } = await import('../../demo-pages/server/demo-server.ts');
  const reactServer = await startDemoServer({ port: 0, watch: false, log: false, distDir: reactDistDir });
  try {
    return await mountSection(bench, { browser: bench.browser, server: reactServer }, scripts, variants);
  } finally {
    await reactServer.close();
  }
}

/** The section's loads and lines, `reactBench` serving the React 19 build's files. */
async function mountSection(bench, reactBench, scripts, variants) {
  const lines = [
    `Mount cost: favorite roots, ${LOADS} interleaved loads each, median (min–max); JS+GC from a CPU profile until every root is mounted; ours with the contract's one tag, with the PHP helper's opt-in modulepreload links for favorite (${OURS_WITH_HINTS}), and on the React 19 build (${OURS_REACT}, reported only):`,
  ];
  const json = { loads: LOADS, sizes: {} };
  let failures = 0;
  for (const count of SIZES) {
    const runs = Object.fromEntries(variants.map((variant) => [variant, []]));
    for (let load = 0; load < LOADS; load += 1) {
      for (const variant of variants) runs[variant].push(await profiledLoad(variant === OURS_REACT ? reactBench : bench, scripts, variant, count));
    }
    const rows = {};
    for (const variant of variants) {
      const list = runs[variant];
      const pick = (key) => ({ median: round(median(list.map((run) => run[key]))), min: round(Math.min(...list.map((run) => run[key]))), max: round(Math.max(...list.map((run) => run[key]))) });
      rows[variant] = { jsGcMs: pick('jsGcMs'), gcMs: pick('gcMs'), mountedMs: pick('mountedMs') };
    }
    lines.push(`  ${count} roots              JS+GC ms                 of it GC   navigation → all mounted ms   per root µs (JS+GC)`);
    for (const variant of variants) {
      const row = rows[variant];
      const jsRatio = row.jsGcMs.median / rows.islands.jsGcMs.median;
      const mountRatio = row.mountedMs.median / rows.islands.mountedMs.median;
      row.ratioToIslands = { jsGc: round(jsRatio, 2), mounted: round(mountRatio, 2) };
      row.perRootUs = round((row.jsGcMs.median * 1000) / count);
      const span = (value) => `${value.median.toFixed(1)} (${value.min.toFixed(1)}–${value.max.toFixed(1)})`;
      lines.push(
        `    ${variant.padEnd(10)} ${span(row.jsGcMs).padStart(22)} ${jsRatio.toFixed(2).padStart(5)}×  ${row.gcMs.median.toFixed(1).padStart(6)}   ${span(row.mountedMs).padStart(22)} ${mountRatio.toFixed(2).padStart(5)}×   ${row.perRootUs.toFixed(1).padStart(6)}`,
      );
    }
    json.sizes[count] = rows;
  }
  const [small, large] = SIZES;
  const flat = json.sizes[large].ours.perRootUs <= json.sizes[small].ours.perRootUs;
  lines.push(`  ours per root: ${json.sizes[small].ours.perRootUs} µs at ${small}, ${json.sizes[large].ours.perRootUs} µs at ${large} (${flat ? 'flat' : 'grows'})`);

  const leak = await leakCycles(bench);
  const leaks = (leak.extraRoots > 0 ? 1 : 0) + (leak.heapGrowth > MAX_HEAP_GROWTH ? 1 : 0);
  failures += leaks;
  lines.push(
    `  Leak: ${leak.cycles} insert/remove cycles: ${leak.extraRoots} extra roots held; heap objects after GC ${(leak.heapBefore / 1024).toFixed(0)} KB → ${(leak.heapAfter / 1024).toFixed(0)} KB (${leak.heapGrowth >= 0 ? '+' : ''}${(leak.heapGrowth * 100).toFixed(1)} %, limit +${MAX_HEAP_GROWTH * 100} %)  ${leaks === 0 ? 'ok' : 'LEAK'}; V8's used heap ${(leak.usedBefore / 1024).toFixed(0)} KB → ${(leak.usedAfter / 1024).toFixed(0)} KB, of it compiled code ${leak.codeGrowth >= 0 ? '+' : ''}${(leak.codeGrowth / 1024).toFixed(0)} KB (not counted)`,
  );
  json.leak = { ...leak, heapGrowth: round(leak.heapGrowth, 4) };
  json.perRootFlat = flat;
  return { key: 'mount', lines, json, failures };
}
