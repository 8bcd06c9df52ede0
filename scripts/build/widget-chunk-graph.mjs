// The chunk graph widgets.js carries (issue 19): per widget, the files its chunk imports statically,
// which widgets.js preloads beside the chunk instead of after it (one round trip, not a chain), and
// the files it loads on first use, which its own chunk (loaded by widgets.js when idle after load) prefetches.
// The names are known only once esbuild has hashed the chunks, so the graph is written into the
// built widgets.js, in place of a placeholder string, before the manifest hashes it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REGISTRY_ENTRY, REGISTRY_FILE, widgetPreloads } from '../dist-manifest.mjs';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));

/** The string in widgets/index.ts the build replaces with the static graph, as esbuild prints it. */
export const STATIC_PLACEHOLDER = '"__WIDGET_CHUNK_GRAPH__"';

/** The idle prefetch's chunk, and the string in it the build replaces with the on-use graph. */
const ON_USE_ENTRY = 'shared/runtime/preload/prefetch-on-use.ts';
export const ON_USE_PLACEHOLDER = '"__WIDGET_ON_USE_GRAPH__"';

/**
 * Entry names (the part of a chunk's file name before its hash) never prefetched when idle, with
 * the runtime's idle constants in one file: the media player stays on intent, the toaster on failure.
 */
export const { idleExcludedChunks } = JSON.parse(readFileSync(join(projectDir, 'shared/runtime/preload/preload-settings.json'), 'utf8'));

/** The entry name of a chunk file, hashed or not: `chunks/install-plyr-DSUZQHD3.js` → `install-plyr`. */
export const entryNameOf = (file) => file.replace(/^.*\//, '').replace(/-[A-Z0-9]{8}\.js$/, '').replace(/\.js$/, '');

/**
 * The graph: `[files, widgets]`, where `files` are paths relative to widgets.js and
 * `widgets[name]` is `[static, onUse]`, two lists of indexes into `files`.
 * `static`: the widget chunk's static imports, transitively (the chunk itself is the registry's
 * import), minus what widgets.js imports itself. `onUse`: every file its chunk and those reach
 * through dynamic imports, transitively, minus the static ones, widgets.js's, and the excluded
 * chunks (and what only they reach).
 * @param {import('esbuild').Metafile} metafile
 * @param {string} registrySource the registry's source text
 * @param {(output: string) => string} toFile a metafile output path as a path relative to widgets.js
 * @param {readonly string[]} [excluded] entry names never prefetched when idle
 * @returns {Record<string, [string[], string[]]>}
 */
export function widgetChunkGraph(metafile, registrySource, toFile, excluded = idleExcludedChunks) {
  const fileToOutput = new Map(Object.keys(metafile.outputs).map((output) => [toFile(output), output]));
  const entryOutput = fileToOutput.get('widgets.js');
  const loadedWithEntry = new Set(entryOutput ? ['widgets.js', ...staticClosure(metafile, entryOutput).map(toFile)] : []);
  /** @type {Record<string, [string[], string[]]>} */
  const widgets = {};
  for (const [name, [chunk, ...statics]] of Object.entries(widgetPreloads(metafile, registrySource, toFile))) {
    const now = statics.filter((file) => !loadedWithEntry.has(file));
    const onUse = [];
    const seen = new Set([chunk, ...statics]);
    const visit = (file) => {
      for (const { path, kind } of metafile.outputs[fileToOutput.get(file)]?.imports ?? []) {
        const imported = toFile(path);
        if (seen.has(imported) || !imported.endsWith('.js')) continue;
        seen.add(imported);
        if (kind === 'dynamic-import' && excluded.includes(entryNameOf(imported))) continue;
        if (!loadedWithEntry.has(imported)) onUse.push(imported);
        visit(imported);
      }
    };
    for (const file of [chunk, ...statics]) visit(file);
    widgets[name] = [now, onUse];
  }
  return widgets;
}

/** `[files without .js, {name: indexes}]`: one of the graph's two lists per widget, each file named once. */
export function compactGraph(widgets, which) {
  const files = [];
  const indexOf = (file) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
  const compact = {};
  for (const [name, lists] of Object.entries(widgets)) if (lists[which].length > 0) compact[name] = lists[which].map(indexOf);
  // `.js` is the runtime's to add: 3 bytes less per file where every page pays for them.
  return [files.map((file) => file.replace(/\.js$/, '')), compact];
}

/** The widget names of the registry's source, in its order (that of `Object.keys(widgetRegistry)`). */
export function registryNames(registrySource) {
  return [...registrySource.matchAll(REGISTRY_ENTRY)].map(([, single, double, bare]) => single ?? double ?? bare);
}

/** A shared chunk's file, `chunks/<5-character hash>.js` (scripts/build/short-chunk-names.mjs): the hash is all widgets.js carries of it. */
const SHARED_CHUNK = /^chunks\/([A-Z0-9]{5})\.js$/;

/**
 * The static lists as widgets.js carries them (see `ChunkGraph` in
 * shared/runtime/preload/chunk-preloads.ts): `"<hashes> <common> <widget 0> …"`, the hashes of the
 * files run together, `common` the indexes (one base-36 digit each) of the files every widget
 * imports, then per widget of `names`, in that order, the indexes of its other files. Every page
 * pays for this string before interaction: no file is named twice, no `chunks/` or `.js`.
 * @param {Record<string, [string[], string[]]>} widgets the graph (`widgetChunkGraph`)
 * @param {readonly string[]} names the registry's names in its order (`registryNames`)
 */
export function staticGraphString(widgets, names) {
  const lists = names.map((name) => widgets[name]?.[0] ?? []);
  const common = lists.length === 0 ? [] : lists[0].filter((file) => lists.every((list) => list.includes(file)));
  const files = [...common];
  for (const list of lists) for (const file of list) if (!files.includes(file)) files.push(file);
  if (files.length > 36) throw new Error(`widgets.js's chunk graph holds ${files.length} shared chunks, more than its one-digit indexes can name (36).`);
  const hashes = files.map((file) => {
    const hash = SHARED_CHUNK.exec(file)?.[1];
    if (!hash) throw new Error(`${file}: a widget chunk's static import that is not a shared chunk chunks/<hash>.js; widgets.js's chunk graph cannot name it.`);
    return hash;
  });
  const digits = (list) => list.map((file) => files.indexOf(file).toString(36)).join('');
  return [hashes.join(''), digits(common), ...lists.map((list) => digits(list.filter((file) => !common.includes(file))))].join(' ');
}

/** The outputs `output` imports statically, transitively. */
export function staticClosure(metafile, output, found = []) {
  for (const { path, kind } of metafile.outputs[output]?.imports ?? []) {
    if (kind === 'import-statement' && !found.includes(path)) {
      found.push(path);
      staticClosure(metafile, path, found);
    }
  }
  return found;
}

/**
 * Shifts the columns of a source map's generated line `line` after `column` by `delta`: the text
 * the graph replaced sits on widgets.js's one minified line, and what follows it moved.
 * @param {string} mappings the map's `mappings`
 */
export function shiftMappings(mappings, line, column, delta) {
  const lines = mappings.split(';');
  const segments = (lines[line] ?? '').split(',');
  let generated = 0;
  for (let index = 0; index < segments.length; index += 1) {
    const values = decodeVlq(segments[index]);
    if (values.length === 0) continue;
    generated += values[0];
    if (generated > column) {
      // Columns are relative to the previous segment's: moving the first one after the text moves them all.
      values[0] += delta;
      segments[index] = values.map(encodeVlq).join('');
      break;
    }
  }
  lines[line] = segments.join(',');
  return lines.join(';');
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeVlq(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

function encodeVlq(number) {
  let value = number < 0 ? (-number << 1) | 1 : number << 1;
  let text = '';
  do {
    let digit = value & 31;
    value >>>= 5;
    if (value > 0) digit |= 32;
    text += BASE64[digit];
  } while (value > 0);
  return text;
}

/**
 * Writes `value` into the built file `path` in place of `placeholder`, and fixes its source map.
 * The placeholder must appear exactly once: a minifier that copied or dropped it would ship code
 * that preloads nothing, so the build fails instead. Returns the new text.
 */
export function replacePlaceholder(path, placeholder, value) {
  const code = readFileSync(path, 'utf8');
  const at = code.indexOf(placeholder);
  if (at < 0 || code.indexOf(placeholder, at + 1) >= 0) {
    throw new Error(`${relative(projectDir, path)}: expected the chunk graph's placeholder ${placeholder} exactly once.`);
  }
  const literal = JSON.stringify(value);
  const text = code.slice(0, at) + literal + code.slice(at + placeholder.length);
  writeFileSync(path, text);
  const before = code.slice(0, at);
  const line = before.split('\n').length - 1;
  const column = at - (before.lastIndexOf('\n') + 1);
  if (existsSync(`${path}.map`)) {
    const map = JSON.parse(readFileSync(`${path}.map`, 'utf8'));
    map.mappings = shiftMappings(map.mappings, line, column, literal.length - placeholder.length);
    writeFileSync(`${path}.map`, JSON.stringify(map));
  }
  return text;
}

/** An esbuild-like content hash: 8 characters of base32. */
function contentHash(text) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  return [...createHash('sha256').update(text).digest().subarray(0, 8)].map((byte) => alphabet[byte & 31]).join('');
}

/**
 * An esbuild plugin that writes the chunk graph into widgets.js after every successful build that
 * writes. It must come before the manifest's plugin, which hashes widgets.js as written.
 * @returns {import('esbuild').Plugin}
 */
export function chunkGraphPlugin() {
  return {
    name: 'widget-chunk-graph',
    setup(build) {
      const { absWorkingDir = process.cwd(), outdir = 'dist', write = true } = build.initialOptions;
      if (!write) return;
      build.onEnd((result) => {
        if (result.errors.length > 0 || !result.metafile) return;
        const { outputs } = result.metafile;
        const dir = resolve(absWorkingDir, outdir);
        const toFile = (output) => relative(dir, resolve(absWorkingDir, output)).split(sep).join('/');
        const registrySource = readFileSync(resolve(absWorkingDir, REGISTRY_FILE), 'utf8');
        const widgets = widgetChunkGraph(result.metafile, registrySource, toFile);
        const entry = join(dir, 'widgets.js');
        let entryCode = replacePlaceholder(entry, STATIC_PLACEHOLDER, staticGraphString(widgets, registryNames(registrySource)));
        // The on-use graph goes into its own chunk, which then needs a name from its new bytes: a
        // name esbuild hashed from the placeholder would let caches keep an outdated graph.
        const idleOutput = Object.keys(outputs).find((output) => outputs[output].entryPoint === ON_USE_ENTRY);
        if (!idleOutput) throw new Error(`the build has no chunk for ${ON_USE_ENTRY}`);
        const idlePath = resolve(absWorkingDir, idleOutput);
        const idleCode = replacePlaceholder(idlePath, ON_USE_PLACEHOLDER, compactGraph(widgets, 1));
        const oldName = basename(idlePath);
        const newName = oldName.replace(/-[A-Z0-9]{8}\.js$/, `-${contentHash(idleCode)}.js`);
        if (newName === oldName || !entryCode.includes(`/${oldName}"`)) throw new Error(`cannot rename ${oldName}`);
        const newPath = join(dirname(idlePath), newName);
        renameSync(idlePath, newPath);
        if (existsSync(`${idlePath}.map`)) {
          const map = JSON.parse(readFileSync(`${idlePath}.map`, 'utf8'));
          map.file = newName;
          writeFileSync(`${newPath}.map`, JSON.stringify(map));
          rmSync(`${idlePath}.map`);
        }
        // Same length: widgets.js's source map still holds.
        entryCode = entryCode.replace(`/${oldName}"`, `/${newName}"`);
        writeFileSync(entry, entryCode);
        // The manifest (the next plugin) lists the metafile's outputs: it must see the new name.
        const newOutput = idleOutput.slice(0, -oldName.length) + newName;
        for (const [key, value] of Object.entries({ ...outputs })) {
          for (const imported of value.imports) if (imported.path === idleOutput) imported.path = newOutput;
          if (key === idleOutput || key === `${idleOutput}.map`) {
            delete outputs[key];
            outputs[newOutput + key.slice(idleOutput.length)] = value;
          }
        }
      });
    },
  };
}
