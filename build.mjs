// Builds the widget bundle: dist/widgets.js plus one lazy chunk per widget and per heavy library.
// Imported by the demo server (watch mode) and by the bench; run directly by `npm run build`.
import { readFileSync, rmSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const projectDir = fileURLToPath(new URL('.', import.meta.url));
export const distDir = join(projectDir, 'dist');
const { version } = JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8'));

/**
 * The esbuild options shared by the one-off build and the demo server's watch mode.
 * @type {import('esbuild').BuildOptions & { metafile: true }}
 */
export const buildOptions = {
  absWorkingDir: projectDir,
  entryPoints: { widgets: 'widgets/index.ts' },
  outdir: 'dist',
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  sourcemap: 'linked',
  legalComments: 'linked',
  target: ['chrome109', 'firefox115', 'safari15.4', 'edge109'],
  // The widgets are written against React's API; the shipped build runs them on Preact.
  alias: {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-runtime',
  },
  jsx: 'automatic',
  loader: { '.css': 'text' },
  define: {
    __WIDGETS_VERSION__: JSON.stringify(version),
    'process.env.NODE_ENV': '"production"',
  },
  metafile: true,
  logLevel: 'warning',
};

/** Lists every file under dist/ with its raw and gzip size, biggest first within each kind. */
export function measureDist(dir = distDir) {
  const rows = [];
  const walk = (folder) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else {
        const bytes = readFileSync(path);
        rows.push({ file: relative(dir, path), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
      }
    }
  };
  walk(dir);
  return rows;
}

/** Formats size rows as an aligned text table. */
export function formatSizeTable(rows) {
  const width = Math.max(4, ...rows.map((row) => row.file.length));
  const kb = (n) => `${(n / 1024).toFixed(2)} KB`.padStart(10);
  const lines = [`${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`];
  for (const row of rows) lines.push(`${row.file.padEnd(width)}  ${kb(row.raw)}  ${kb(row.gzip)}`);
  return lines.join('\n');
}

/** Cleans `outdir` (default dist/) and writes a fresh build into it; returns esbuild's result. */
export async function buildDist(outdir = distDir) {
  rmSync(outdir, { recursive: true, force: true });
  return esbuild.build({ ...buildOptions, outdir });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildDist();
  console.log(formatSizeTable(measureDist()));
}
