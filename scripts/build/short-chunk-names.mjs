// Shorter names for the shared chunks (issue 19): esbuild names them `chunks/chunk-<8-character
// hash>.js`, and every chunk that imports one spells its name, each file in its own gzip stream, so
// the name's random part costs every importer about as many bytes as it has characters; widgets.js,
// which requests a widget's static imports with its chunk, carries their hashes too. They become
// `chunks/<first 5 characters of the hash>.js`: still named by their content (2^25 names: a changed
// chunk keeps its old name about once in 33 million), 0.2 KB gzip less on each demo page.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { shiftMappings } from './widget-chunk-graph.mjs';

/** esbuild's name for a shared chunk (its `chunkNames` is `chunks/[name]-[hash]`). */
const LONG_NAME = /\bchunk-([A-Z0-9]{5})[A-Z0-9]{3}\.js\b/g;

/** The short name of a shared chunk whose file name is `long`, or null for another file. */
export const shortName = (long) => (/^chunk-[A-Z0-9]{8}\.js$/.test(long) ? `${long.slice(6, 11)}.js` : null);

/**
 * Replaces each shared chunk's long name in `code` (those in `names`, the file names the build
 * wrote) by its short one: the shared chunks sit in the same folder as their importers, and the
 * name's folder part stays. Shifts the source map's columns after each. Returns the new code and mappings.
 * @param {string} code
 * @param {string | undefined} mappings
 * @param {ReadonlySet<string>} names
 */
export function shortenNames(code, mappings, names) {
  const found = [...code.matchAll(LONG_NAME)].filter((match) => names.has(match[0]));
  let text = code;
  let map = mappings;
  // From the last to the first: a replacement moves only what follows it.
  for (const match of found.reverse()) {
    const short = shortName(match[0]);
    text = text.slice(0, match.index) + short + text.slice(match.index + match[0].length);
    if (map !== undefined) {
      const before = code.slice(0, match.index);
      const line = before.split('\n').length - 1;
      map = shiftMappings(map, line, match.index - (before.lastIndexOf('\n') + 1), short.length - match[0].length);
    }
  }
  return { code: text, mappings: map };
}

/**
 * An esbuild plugin that renames the shared chunks after every successful build that writes, and
 * rewrites every JavaScript output that names them (with its source map) and the metafile, so that
 * the chunk graph and the manifest (the plugins after it) see the files as written.
 * @returns {import('esbuild').Plugin}
 */
export function shortChunkNamesPlugin() {
  return {
    name: 'short-chunk-names',
    setup(build) {
      const { absWorkingDir = process.cwd(), write = true } = build.initialOptions;
      if (!write) return;
      build.onEnd((result) => {
        if (result.errors.length > 0 || !result.metafile) return;
        const { outputs } = result.metafile;
        const renamed = new Map();
        for (const output of Object.keys(outputs)) {
          const short = output.endsWith('.js') ? shortName(output.slice(output.lastIndexOf('/') + 1)) : null;
          if (short) renamed.set(output, output.slice(0, output.lastIndexOf('/') + 1) + short);
        }
        const names = new Set([...renamed.keys()].map((output) => output.slice(output.lastIndexOf('/') + 1)));
        const taken = new Set(Object.keys(outputs));
        for (const [long, short] of renamed) {
          if (taken.has(short) || [...renamed.values()].filter((name) => name === short).length > 1) {
            throw new Error(`${relative(absWorkingDir, long).split(sep).join('/')}: its short name ${short} is taken; a build must not ship two chunks under one name.`);
          }
        }
        for (const output of Object.keys(outputs)) {
          if (!output.endsWith('.js')) continue;
          const path = resolve(absWorkingDir, output);
          const code = readFileSync(path, 'utf8');
          const mapPath = `${path}.map`;
          const map = existsSync(mapPath) ? JSON.parse(readFileSync(mapPath, 'utf8')) : undefined;
          const shortened = shortenNames(code, map?.mappings, names);
          if (shortened.code !== code) {
            writeFileSync(path, shortened.code);
            if (map) writeFileSync(mapPath, JSON.stringify({ ...map, mappings: shortened.mappings }));
          }
        }
        for (const [long, short] of renamed) {
          for (const suffix of ['', '.map', '.LEGAL.txt']) {
            if (!outputs[long + suffix]) continue;
            renameSync(resolve(absWorkingDir, long + suffix), resolve(absWorkingDir, short + suffix));
            outputs[short + suffix] = outputs[long + suffix];
            delete outputs[long + suffix];
          }
          const mapPath = resolve(absWorkingDir, `${short}.map`);
          if (existsSync(mapPath)) {
            const map = JSON.parse(readFileSync(mapPath, 'utf8'));
            writeFileSync(mapPath, JSON.stringify({ ...map, file: short.slice(short.lastIndexOf('/') + 1) }));
          }
        }
        for (const value of Object.values(outputs)) for (const imported of value.imports) imported.path = renamed.get(imported.path) ?? imported.path;
      });
    },
  };
}
