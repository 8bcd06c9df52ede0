// What Vite's preload helper does, after hashing (issue 19, "never a chain"): at each `import()` in
// a built chunk, the files of the imported chunk's static closure that the importing chunk does not
// already have are imported at the same moment, so a lazy part (the claim modal's body, a filter's
// apply code) arrives in one round trip instead of one per level of its imports. widgets.js's own
// sites (the registry) are left to shared/runtime/preload/chunk-preloads.ts, which does the same there.
//
// A rewritten chunk gets a new name: chunks are served `immutable` (docs/php-integration.md), so
// new bytes under an old name would meet a returning visitor's cached old bytes, which the import
// map's integrity then refuses. Each rewritten chunk, and each chunk naming one (transitively), is
// renamed after a hash of its bytes and of those of every chunk it names, transitively, as esbuild
// hashes (so that import cycles need no order); widgets.js, named alike in every build, is rewritten.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { posix, relative, resolve, sep } from 'node:path';
import { entryNameOf, shiftMappings, staticClosure } from './widget-chunk-graph.mjs';

/**
 * Chunks whose `import()` sites are left as they were, by the imported chunk's entry name (the file
 * name before its hash), with why: each byte a site adds to a chunk loaded before interaction counts
 * against the page budgets (scripts/bench/page-downloads.mjs), /videoverify/, which loads the
 * first four importers below, had 18 bytes of room (gzip) for the 124 their sites would add, and
 * /profile.html 17 bytes once the others were written.
 */
export const SKIPPED_IMPORTS = {
  // 24 bytes in the base kit, on every page, for the toast shown on a failure.
  toaster: 'only a failure shows it; every page would pay',
  // 49 bytes in the search box's chunk, on every page (and /videoverify/).
  ComboboxPopup: 'on /videoverify/, over its budget',
  // 25 bytes in the header switches' chunk, on every page (and /videoverify/).
  'activate-switch': 'on /videoverify/, over its budget',
  // 26 bytes in /videoverify/'s own chunk.
  VideoRecorder: 'on /videoverify/, over its budget',
  // /profile.html, with the modals' idle render (+205 B), was 186 B over its 27 KB with every site
  // below rewritten; these four give back 209 B. The owner's reply is not a visitor's first
  // interaction (96 B); the review view shows its loading state at once either way (69 B); the
  // breadcrumb bar's attach runs on the first scroll (29 B); the media player stays on intent (issue 19).
  ReplyModal: 'on /profile.html, over its budget',
  ReviewModal: 'on /profile.html, over its budget',
  'attach-breadcrumb-bar': 'on /profile.html, over its budget',
  'install-plyr': 'loaded on intent (a video item pointed at or focused)',
};

/**
 * Per chunk with `import()` sites, each site's imported file and its residual closure: the files the
 * imported chunk imports statically, transitively, minus what the importing chunk has already (its
 * own static closure, and widgets.js's). Sites with an empty residual, widgets.js's and those of
 * the `skipped` imported chunks are left out; files are paths relative to the output folder, sorted by name.
 * @param {import('esbuild').Metafile} metafile
 * @param {(output: string) => string} toFile a metafile output path as a path relative to widgets.js
 * @param {Readonly<Record<string, string>>} [skipped] entry names of imported chunks (`SKIPPED_IMPORTS`)
 * @returns {Record<string, { imported: string, residual: string[] }[]>}
 */
export function importSiteResiduals(metafile, toFile, skipped = SKIPPED_IMPORTS) {
  const outputs = Object.keys(metafile.outputs);
  const entry = outputs.find((output) => toFile(output) === 'widgets.js');
  const withEntry = entry ? [entry, ...staticClosure(metafile, entry)] : [];
  // A name no chunk has any more (renamed, removed) would skip nothing and say nothing: fail instead.
  const stale = Object.keys(skipped).filter((name) => !outputs.some((output) => entryNameOf(toFile(output)) === name));
  if (stale.length > 0) throw new Error(`SKIPPED_IMPORTS names no chunk of the build: ${stale.join(', ')}.`);
  /** @type {Record<string, { imported: string, residual: string[] }[]>} */
  const sites = {};
  for (const output of outputs.filter((output) => output !== entry && output.endsWith('.js')).sort()) {
    const has = new Set([output, ...staticClosure(metafile, output), ...withEntry]);
    const chunk = toFile(output);
    for (const { path, kind } of metafile.outputs[output].imports) {
      if (kind !== 'dynamic-import') continue;
      const imported = toFile(path);
      if (Object.hasOwn(skipped, entryNameOf(imported))) continue;
      const residual = staticClosure(metafile, path).filter((file) => !has.has(file)).map(toFile).sort();
      if (residual.length > 0) (sites[chunk] ??= []).push({ imported, residual });
    }
  }
  return sites;
}

/** `to` as a specifier relative to the chunk `from` (both relative to the output folder). */
const specifierOf = (from, to) => {
  const path = posix.relative(posix.dirname(from), to);
  return path.startsWith('.') ? path : `./${path}`;
};

/**
 * Rewrites every `import("<X>")` of `sites` in the chunk `chunk`'s code into
 * `(import("<A>").catch(String),…,import("<X>"))`: the same promise as before, the residual files
 * requested in the same task. Their failures are caught, as chunk-preloads.ts's are: X's own
 * import fails then too and its caller reports it. The cheapest form measured (gzip, per file:
 * 8-9 bytes; a `Promise.all` or a split string of names cost more for every list the build has).
 * Shifts the source map's columns after each insertion. Throws when a site is not in the code
 * exactly as esbuild prints it: a site left unrewritten would be a chain again, unnoticed.
 * @param {string} chunk
 * @param {string} code
 * @param {string | undefined} mappings
 * @param {{ imported: string, residual: string[] }[]} sites
 */
export function rewriteImportSites(chunk, code, mappings, sites) {
  /** @type {[number, string][]} insertions: at which offset, what */
  const insertions = [];
  for (const { imported, residual } of sites) {
    const site = `import(${JSON.stringify(specifierOf(chunk, imported))})`;
    const prefix = `(${residual.map((file) => `import(${JSON.stringify(specifierOf(chunk, file))}).catch(String),`).join('')}`;
    let at = code.indexOf(site);
    if (at < 0) throw new Error(`${chunk}: expected ${site} in the built code, to request ${residual.join(', ')} with it.`);
    for (; at >= 0; at = code.indexOf(site, at + site.length)) insertions.push([at, prefix], [at + site.length, ')']);
  }
  let text = code;
  let map = mappings;
  // From the last to the first: an insertion moves only what follows it.
  for (const [at, inserted] of insertions.sort(([a], [b]) => b - a)) {
    text = text.slice(0, at) + inserted + text.slice(at);
    if (map !== undefined) {
      const before = code.slice(0, at);
      const line = before.split('\n').length - 1;
      // Segments at the insertion's column move too: the inserted text goes before them.
      map = shiftMappings(map, line, at - (before.lastIndexOf('\n') + 1) - 1, inserted.length);
    }
  }
  return { code: text, mappings: map };
}

/** An esbuild-like hash: 8 characters of base32, as esbuild's `[hash]` prints them. */
function contentHash(text) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  return [...createHash('sha256').update(text).digest().subarray(0, 8)].map((byte) => alphabet[byte & 31]).join('');
}

/** A chunk named `<entry name>-<8-character hash>.js`, the hash its own (a shared chunk's 5-character name is in widgets.js's graph). */
const HASHED_NAME = /^(.*-)[A-Z0-9]{8}\.js$/;

/**
 * New names for the chunks whose bytes changed (`changed`) and those naming one, transitively:
 * `<entry name>-<hash>.js`, the hash over the chunk's bytes and, sorted, those of every file it
 * names, transitively (`code` holds every JavaScript file's text, by path relative to the output
 * folder; a file names another when the other's name without `.js` is in its text, as imports and
 * the idle prefetch's graph spell them; no chunk names widgets.js, whose stem is a common word).
 * widgets.js keeps its name. Throws for a shared chunk.
 * @param {Readonly<Record<string, string>>} code
 * @param {ReadonlySet<string>} changed
 * @returns {Map<string, string>} old file → new file
 */
export function renamedChunks(code, changed) {
  const files = Object.keys(code).sort();
  const stem = (file) => file.replace(/^.*\//, '').replace(/\.js$/, '');
  const names = new Map(files.map((file) => [file, files.filter((other) => other !== file && other !== 'widgets.js' && code[file].includes(stem(other)))]));
  const reach = (file, found = new Set()) => {
    for (const other of names.get(file) ?? []) if (!found.has(other)) reach(other, found.add(other));
    return found;
  };
  const renamed = new Map();
  for (const file of files) {
    const closure = reach(file);
    if (file === 'widgets.js' || (!changed.has(file) && ![...closure].some((other) => changed.has(other)))) continue;
    const [, prefix] = HASHED_NAME.exec(file.replace(/^.*\//, '')) ?? [];
    if (prefix === undefined) throw new Error(`${file}: its bytes change with an import() site's files, but only a chunk named <name>-<hash>.js can be renamed; leave the site in SKIPPED_IMPORTS.`);
    const bytes = [code[file], ...[...closure].sort().map((other) => code[other])].join('\0');
    renamed.set(file, file.slice(0, file.lastIndexOf('/') + 1) + prefix + contentHash(bytes) + '.js');
  }
  return renamed;
}

/**
 * An esbuild plugin that rewrites the `import()` sites of every chunk after every successful build
 * that writes (see `rewriteImportSites`), then renames what changed (`renamedChunks`) with its map
 * and licence file, in every file that names it and in the metafile. It must come after the
 * plugins that rename chunks (the names it writes are final) and before the manifest's, which
 * hashes the files as written and lists the metafile's outputs.
 * @returns {import('esbuild').Plugin}
 */
export function dynamicImportPreloadsPlugin() {
  return {
    name: 'dynamic-import-preloads',
    setup(build) {
      const { absWorkingDir = process.cwd(), outdir = 'dist', write = true } = build.initialOptions;
      if (!write) return;
      build.onEnd((result) => {
        if (result.errors.length > 0 || !result.metafile) return;
        const { outputs } = result.metafile;
        const dir = resolve(absWorkingDir, outdir);
        const toFile = (output) => relative(dir, resolve(absWorkingDir, output)).split(sep).join('/');
        const code = Object.fromEntries(Object.keys(outputs).filter((output) => output.endsWith('.js')).map((output) => [toFile(output), readFileSync(resolve(absWorkingDir, output), 'utf8')]));
        const sites = importSiteResiduals(result.metafile, toFile);
        for (const [chunk, chunkSites] of Object.entries(sites)) {
          const mapPath = resolve(dir, `${chunk}.map`);
          const map = existsSync(mapPath) ? JSON.parse(readFileSync(mapPath, 'utf8')) : undefined;
          const rewritten = rewriteImportSites(chunk, code[chunk], map?.mappings, chunkSites);
          code[chunk] = rewritten.code;
          if (map) writeFileSync(mapPath, JSON.stringify({ ...map, mappings: rewritten.mappings }));
        }
        const renamed = renamedChunks(code, new Set(Object.keys(sites)));
        const stem = (file) => file.replace(/^.*\//, '').replace(/\.js$/, '');
        for (const [file, text] of Object.entries(code)) {
          // Same length: the source maps still hold.
          let next = text;
          for (const [from, to] of renamed) next = next.split(stem(from)).join(stem(to));
          if (next !== text || sites[file]) writeFileSync(resolve(dir, file), next);
        }
        const outputOf = new Map(Object.keys(outputs).map((output) => [toFile(output), output]));
        const newOutputs = new Map();
        for (const [from, to] of renamed) {
          const output = outputOf.get(from);
          const newOutput = output.slice(0, -from.length) + to;
          newOutputs.set(output, newOutput);
          for (const suffix of ['', '.map', '.LEGAL.txt']) {
            if (!existsSync(resolve(dir, from + suffix))) continue;
            renameSync(resolve(dir, from + suffix), resolve(dir, to + suffix));
            if (outputs[output + suffix]) {
              outputs[newOutput + suffix] = outputs[output + suffix];
              delete outputs[output + suffix];
            }
          }
          const mapPath = resolve(dir, `${to}.map`);
          if (existsSync(mapPath)) writeFileSync(mapPath, JSON.stringify({ ...JSON.parse(readFileSync(mapPath, 'utf8')), file: to.replace(/^.*\//, '') }));
          if (existsSync(resolve(dir, from))) rmSync(resolve(dir, from));
        }
        for (const value of Object.values(outputs)) for (const imported of value.imports) imported.path = newOutputs.get(imported.path) ?? imported.path;
      });
    },
  };
}
