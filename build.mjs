// Builds the widget bundle: dist/widgets.js plus one lazy chunk per widget and per heavy library.
// Imported by the demo server (watch mode) and by the bench; run directly by `npm run build`.
import { readFileSync, rmSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { distManifestPlugin } from './scripts/dist-manifest.mjs';
import { debugMessagesCopyPlugin } from './scripts/build/debug-messages-copy-plugin.mjs';
import { glightboxCspPlugin } from './scripts/build/glightbox-csp-plugin.mjs';
import { preactCompatTrimPlugin } from './scripts/build/preact-compat-trim-plugin.mjs';
import { shortChunkNamesPlugin } from './scripts/build/short-chunk-names.mjs';
import { chunkGraphPlugin } from './scripts/build/widget-chunk-graph.mjs';
import { dynamicImportPreloadsPlugin } from './scripts/build/dynamic-import-preloads.mjs';

const projectDir = fileURLToPath(new URL('.', import.meta.url));
export const distDir = join(projectDir, 'dist');
const { version } = JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8'));

/**
 * Shared code that ships as one chunk per kit. esbuild splits shared code per file, by the set of
 * lazy chunks that reach each file, which scattered the common code over a dozen tiny chunks. Every
 * module that imports a kit's member (or, for the React kit, contains JSX) is made to import the
 * whole kit, so all of a kit's files are reached by the same lazy chunks and land in one chunk.
 * A kit file may import another kit (the HTTP kit needs the base kit): then every page with the
 * first kit has the second too, and the second stays whole. `alsoMembers` are package names the
 * kit file does not import itself.
 */
const kitPaths = ['base-kit', 'http-kit', 'listing-kit', 'modal-kit', 'react-kit'].map((name) => join(projectDir, `shared/kits/${name}.ts`));
export const sharedKits = [
  { file: 'shared/kits/base-kit.ts', alsoMembers: ['valibot'], jsx: false },
  { file: 'shared/kits/http-kit.ts', alsoMembers: [], jsx: false },
  { file: 'shared/kits/listing-kit.ts', alsoMembers: [], jsx: false },
  { file: 'shared/kits/modal-kit.ts', alsoMembers: [], jsx: false },
  { file: 'shared/kits/react-kit.ts', alsoMembers: ['react-dom'], jsx: true },
].map(({ file, alsoMembers, jsx }) => {
  const path = join(projectDir, file);
  const members = new Set(alsoMembers);
  for (const [, specifier] of readFileSync(path, 'utf8').matchAll(/^import '([^']+)';$/gm)) {
    const member = specifier.startsWith('.') ? join(dirname(path), specifier) : specifier;
    if (!kitPaths.includes(member)) members.add(member);
  }
  return { path, members, jsx };
});

/**
 * Kits every module that uses one of them imports together, so that esbuild puts them in ONE chunk:
 * every page that renders a widget needs both the base kit and the React kit, and as two files they
 * cost each page 0.26 KB gzip more than as one (a second file's compression starts from nothing).
 */
const togetherKits = new Set(['base-kit', 'react-kit'].map((name) => join(projectDir, `shared/kits/${name}.ts`)));

/** Files the entry (widgets.js) imports: they must not import a kit, or the kit would load on every page. */
const entryFiles = new Set(
  [
    'widgets/index.ts',
    'widgets/registry.ts',
    'shared/markup.ts',
    ...['describe-element', 'mount-root', 'read-options', 'report-problem', 'start-widgets', 'widget-definition', 'widget-events', 'widget-runtime'].map(
      (name) => `shared/runtime/${name}.ts`,
    ),
  ].map((file) => join(projectDir, file)),
);

const STATIC_IMPORT = /(?:^|[;\s])(?:import|export)\s[^'"()]*?from\s*['"]([^'"]+)['"]|(?:^|[;\s])import\s*['"]([^'"]+)['"]/g;

/** Prepends the kits a project module uses (see `sharedKits`). */
const sharedKitsPlugin = {
  name: 'shared-kits',
  setup(build) {
    const kitFiles = new Set([...kitPaths, ...sharedKits.flatMap((kit) => [...kit.members].filter((member) => member.startsWith(projectDir)))]);
    build.onLoad({ filter: /[\\/](widgets|shared)[\\/].*\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`) || entryFiles.has(args.path) || kitFiles.has(args.path)) return undefined;
      const source = await readFile(args.path, 'utf8');
      const imported = [...source.matchAll(STATIC_IMPORT)].map(([, from, bare]) => {
        const specifier = from ?? bare ?? '';
        return specifier.startsWith('.') ? join(dirname(args.path), specifier) : specifier;
      });
      const used = sharedKits.filter(
        (kit) => (kit.jsx && args.path.endsWith('.tsx')) || imported.some((specifier) => kit.members.has(specifier)),
      );
      // The base and React kits are reached together (see `togetherKits`), so that they ship as one chunk.
      const kits = sharedKits.filter((kit) => used.includes(kit) || (togetherKits.has(kit.path) && used.some((other) => togetherKits.has(other.path))));
      if (kits.length === 0) return undefined;
      // Relative specifiers keep the output (and its source maps) the same wherever the checkout is.
      const prelude = kits
        .map((kit) => `import ${JSON.stringify(`./${relative(dirname(args.path), kit.path).split(sep).join('/')}`.replace(/^\.\/\.\.\//, '../'))};\n`)
        .join('');
      return { contents: prelude + source, loader: extname(args.path).slice(1) };
    });
  },
};

/**
 * Marks modules free of side effects whose imports would otherwise leave empty chunks.
 * shared/runtime/widget-definition.ts: minified, esbuild inlines its `defineWidget` (it returns its
 * argument), but every widget kept a bare import of the emptied module, which became an empty chunk
 * each page fetched. shared/runtime/preload/idle-prefetch-signal.ts: a const enum, inlined into the
 * idle prefetch's chunk and the modal kit, which would both import its empty chunk.
 */
const purePaths = new Set(['shared/runtime/widget-definition.ts', 'shared/runtime/preload/idle-prefetch-signal.ts'].map((file) => join(projectDir, file)));
const pureModulesPlugin = {
  name: 'pure-modules',
  setup(build) {
    build.onResolve({ filter: /[\\/](widget-definition|idle-prefetch-signal)\.ts$/ }, (args) => {
      const path = join(args.resolveDir, args.path);
      return purePaths.has(path) ? { path, sideEffects: false } : undefined;
    });
  },
};

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
  // Maps are written next to each file without the `//# sourceMappingURL` comment: that comment
  // costs every visitor 38 bytes gzip per chunk (over half a KB per page). Servers name the map in
  // a `SourceMap` header instead (the demo server does; docs/php-integration.md, "Serving dist/").
  sourcemap: 'external',
  // Bundled libraries' licence comments go to `<chunk>.js.LEGAL.txt` beside the chunk, unlinked:
  // the `/*! For license information please see … */` line 'linked' adds cost the listing pages
  // 51 bytes gzip in the cookie kit (js-cookie's notice), as the map comment above would.
  legalComments: 'external',
  target: ['chrome109', 'firefox115', 'safari15.4', 'edge109'],
  // Every target reads Unicode property escapes (ES2018), but esbuild rewrites `/\p{…}/u` into
  // `new RegExp(…)` for them, which it cannot drop when unused: valibot's emoji regex, used by no
  // widget, then cost every page 0.17 KB gzip in the base kit.
  supported: { 'regexp-unicode-property-escapes': true },
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
  // The last four: the shared chunks get short names (scripts/build/short-chunk-names.mjs), the
  // chunk graph is written into widgets.js (scripts/build/widget-chunk-graph.mjs), each chunk's
  // `import()` sites request the imported chunk's static imports with it
  // (scripts/build/dynamic-import-preloads.mjs), then dist/manifest.json lists every file as
  // written, with its integrity (scripts/dist-manifest.mjs).
  plugins: [
    debugMessagesCopyPlugin,
    sharedKitsPlugin,
    pureModulesPlugin,
    preactCompatTrimPlugin,
    glightboxCspPlugin,
    shortChunkNamesPlugin(),
    chunkGraphPlugin(),
    dynamicImportPreloadsPlugin(),
    distManifestPlugin(version),
  ],
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

/** Where `npm run build:react` writes the React 19 build (never committed, never shipped). */
export const reactDistDir = join(projectDir, 'dist-react');

/**
 * Builds the same sources on real `react` and `react-dom` 19 (the shipped options without the Preact
 * alias) into `outdir`, to prove the widgets use no Preact-only API (issue 11).
 */
export async function buildReactDist(outdir = reactDistDir) {
  const { alias: _preact, ...options } = buildOptions;
  rmSync(outdir, { recursive: true, force: true });
  return esbuild.build({ ...options, outdir });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildDist();
  console.log(formatSizeTable(measureDist()));
}
