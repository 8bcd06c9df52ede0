// dist/manifest.json: every file of a build with its size and Subresource Integrity hash, for the
// include helpers (integrations/php/) that print the tags with `integrity` and the import map that
// makes the browser refuse a chunk whose bytes differ from the build's.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** The manifest's file name inside the output folder. */
export const MANIFEST_FILE = 'manifest.json';

/** The SRI value of some bytes: `sha384-` and the base64 digest. */
export function integrityOf(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * Builds the manifest of the files at `paths` (absolute) inside `outdir`: keys are paths relative
 * to it with `/`, sorted so that the same build always gives the same bytes.
 * @param {string} outdir
 * @param {string[]} paths
 * @param {string} version
 */
export function createDistManifest(outdir, paths, version) {
  const files = {};
  const entries = paths.map((path) => [relative(outdir, path).split(sep).join('/'), path]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [file, path] of entries) {
    const bytes = readFileSync(path);
    files[file] = { size: bytes.length, integrity: integrityOf(bytes) };
  }
  return { version, entry: 'widgets.js', files };
}

/**
 * An esbuild plugin that writes `manifest.json` into the output folder after every successful
 * build (the one-off build and the demo server's watch mode alike), listing exactly the files the
 * build wrote. A build that does not write (`write: false`) gets no manifest.
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
        const manifest = createDistManifest(dir, paths, version);
        writeFileSync(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      });
    },
  };
}
