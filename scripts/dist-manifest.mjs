// dist/manifest.json: every file of a build with its size and Subresource Integrity hash, for the
// include helpers (integrations/php/) that print the tags with `integrity` and the import map that
// makes the browser refuse a chunk whose bytes differ from the build's, and, per widget name, the
// files its first chunk needs, for the `<link rel="modulepreload">` hints a page's server prints.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** The manifest's file name inside the output folder. */
export const MANIFEST_FILE = 'manifest.json';

/** The SRI value of some bytes: `sha384-` and the base64 digest. */
export function integrityOf(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The widget registry: its dynamic imports, one per widget name, are the widgets' first chunks. */
export const REGISTRY_FILE = 'widgets/registry.ts';

/** One registry entry: `name: () => import('./path')`, the name bare or quoted. */
export const REGISTRY_ENTRY = /(?:'([^']+)'|"([^"]+)"|([A-Za-z_$][\w$]*))\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * Per widget name, the files its first chunk needs, in the order to preload them: the chunk the
 * registry's dynamic import gives, then its static imports (`import-statement`), depth first, each
 * once. Dynamic imports of the chunks (code that loads on use) are left out. Names are sorted so
 * that the same build always gives the same bytes.
 * @param {import('esbuild').Metafile} metafile the build's metafile
 * @param {string} registrySource the registry's source text, where the widget names are
 * @param {(output: string) => string} toFile a metafile output path as a manifest file name
 * @returns {Record<string, string[]>}
 */
export function widgetPreloads(metafile, registrySource, toFile) {
  const registry = metafile.inputs[REGISTRY_FILE];
  if (!registry) return {};
  const names = new Map([...registrySource.matchAll(REGISTRY_ENTRY)].map(([, single, double, bare, specifier]) => [specifier, single ?? double ?? bare]));
  const outputByEntry = new Map(Object.entries(metafile.outputs).flatMap(([output, { entryPoint }]) => (entryPoint ? [[entryPoint, output]] : [])));
  const preloads = {};
  for (const { path, kind, original } of registry.imports) {
    if (kind !== 'dynamic-import') continue;
    const name = names.get(original ?? '');
    const chunk = outputByEntry.get(path);
    // A registry entry this reader cannot parse would silently lose its hints: fail the build instead.
    if (!name || !chunk) throw new Error(`${REGISTRY_FILE}: the dynamic import of ${original ?? path} has no widget name or chunk the manifest can read.`);
    const files = [];
    const visit = (output) => {
      const file = toFile(output);
      if (files.includes(file)) return;
      files.push(file);
      for (const imported of metafile.outputs[output]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path);
    };
    visit(chunk);
    preloads[name] = files;
  }
  return Object.fromEntries(Object.entries(preloads).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Builds the manifest of the files at `paths` (absolute) inside `outdir`: keys are paths relative
 * to it with `/`, sorted so that the same build always gives the same bytes; `widgets` holds each
 * widget's preload list (see `widgetPreloads`).
 * @param {string} outdir
 * @param {string[]} paths
 * @param {string} version
 * @param {Record<string, string[]>} [widgets]
 */
export function createDistManifest(outdir, paths, version, widgets = {}) {
  const files = {};
  const entries = paths.map((path) => [relative(outdir, path).split(sep).join('/'), path]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [file, path] of entries) {
    const bytes = readFileSync(path);
    files[file] = { size: bytes.length, integrity: integrityOf(bytes) };
  }
  return { version, entry: 'widgets.js', files, widgets };
}

/**
 * An esbuild plugin that writes `manifest.json` into the output folder after every successful
 * build (the one-off build and the demo server's watch mode alike), listing exactly the files the
 * build wrote and each widget's preload list. A build that does not write (`write: false`) gets no manifest.
 * @param {string} version
 * @returns {import('esbuild').Plugin}
 */
export function distManifestPlugin(version) {
  return {
    name: 'dist-manifest',
    setup(build) {
      const { absWorkingDir = process.cwd(), outdir = 'dist', write = true } = build.initialOptions;
      if (!write) return;
      build.onEnd((result) => {
        // A failed build may have written part of its files: its manifest would lie.
        if (result.errors.length > 0 || !result.metafile) return;
        const dir = resolve(absWorkingDir, outdir);
        const paths = Object.keys(result.metafile.outputs).map((output) => resolve(absWorkingDir, output));
        const toFile = (output) => relative(dir, resolve(absWorkingDir, output)).split(sep).join('/');
        const registryPath = resolve(absWorkingDir, REGISTRY_FILE);
        const registrySource = existsSync(registryPath) ? readFileSync(registryPath, 'utf8') : '';
        const manifest = createDistManifest(dir, paths, version, widgetPreloads(result.metafile, registrySource, toFile));
        writeFileSync(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      });
    },
  };
}
