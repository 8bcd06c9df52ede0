// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import type { ImportKind, Metafile } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDist } from '../../build.mjs';
import { MANIFEST_FILE, REGISTRY_FILE, createDistManifest, widgetPreloads } from '../../scripts/dist-manifest.mjs';
import { widgetRegistry } from '../../widgets/registry.ts';

const projectDir = new URL('../../', import.meta.url).pathname;
const outdir = join(projectDir, '.tmp', `manifest-test-${process.pid}`);
const scratch = mkdtempSync(join(tmpdir(), 'dist-manifest-'));

afterAll(() => {
  rmSync(outdir, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

/** A metafile output as esbuild writes it, with only what the preload lists read filled in. */
function output(imports: [string, ImportKind][], entryPoint?: string): Metafile['outputs'][string] {
  return { bytes: 1, inputs: {}, exports: [], imports: imports.map(([path, kind]) => ({ path, kind })), ...(entryPoint ? { entryPoint } : {}) };
}

/** Every file under `dir`, relative with `/`. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(join(dir, name)).isFile())
    .map((name) => name.split(sep).join('/'))
    .sort();
}

describe('dist/manifest.json', () => {
  it('lists every file the build wrote, itself aside, with its size and the sha384 integrity of its bytes', async () => {
    await buildDist(outdir);
    const manifest = JSON.parse(readFileSync(join(outdir, MANIFEST_FILE), 'utf8')) as {
      entry: string;
      files: Record<string, { size: number; integrity: string }>;
    };
    const written = filesUnder(outdir).filter((file) => file !== MANIFEST_FILE);
    expect(Object.keys(manifest.files)).toEqual(written);
    expect(manifest.entry).toBe('widgets.js');
    for (const file of written) {
      const bytes = readFileSync(join(outdir, file));
      expect(manifest.files[file], file).toEqual({ size: bytes.length, integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}` });
    }
  }, 60_000);

  it('is the same, byte for byte, when the same sources are built again', async () => {
    const first = readFileSync(join(outdir, MANIFEST_FILE), 'utf8');
    await buildDist(outdir);
    expect(readFileSync(join(outdir, MANIFEST_FILE), 'utf8')).toBe(first);
  }, 60_000);

  it('names files by their path inside the output folder with forward slashes, sorted', () => {
    mkdirSync(join(scratch, 'chunks'), { recursive: true });
    writeFileSync(join(scratch, 'widgets.js'), 'export {};\n');
    writeFileSync(join(scratch, 'chunks', 'b.js'), 'b');
    writeFileSync(join(scratch, 'chunks', 'a.js'), '');
    const paths = ['widgets.js', 'chunks/b.js', 'chunks/a.js'].map((file) => join(scratch, file));
    const manifest = createDistManifest(scratch, paths, '1.2.3');
    expect(manifest).toEqual({
      version: '1.2.3',
      entry: 'widgets.js',
      files: {
        'chunks/a.js': { size: 0, integrity: 'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb' },
        'chunks/b.js': { size: 1, integrity: `sha384-${createHash('sha384').update('b').digest('base64')}` },
        'widgets.js': { size: 11, integrity: `sha384-${createHash('sha384').update('export {};\n').digest('base64')}` },
      },
      widgets: {},
    });
  });

  it("lists, for every widget of the registry, its first chunk and that chunk's static imports, transitively, and no code its chunks import dynamically", () => {
    const manifest = JSON.parse(readFileSync(join(outdir, MANIFEST_FILE), 'utf8')) as {
      files: Record<string, unknown>;
      widgets: Record<string, string[]>;
    };
    expect(Object.keys(manifest.widgets)).toEqual(Object.keys(widgetRegistry).sort());
    const importsOf = (file: string, pattern: RegExp): string[] =>
      [...readFileSync(join(outdir, file), 'utf8').matchAll(pattern)].map(([, name]) => `chunks/${name}`);
    for (const [name, files] of Object.entries(manifest.widgets)) {
      expect(files[0], name).toMatch(new RegExp(`^chunks/${name}-[A-Z2-7]{8}\\.js$`));
      for (const file of files) expect(manifest.files[file], `${name}: ${file}`).toBeDefined();
      // What the browser fetches before the chunk runs: the chunk and its static imports, read from the bytes.
      const needed = new Set<string>();
      const visit = (file: string): void => {
        if (needed.has(file)) return;
        needed.add(file);
        for (const imported of importsOf(file, /(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(imported);
      };
      visit(files[0]!);
      expect(new Set(files), name).toEqual(needed);
      expect(files.length, `${name} lists a file twice`).toBe(needed.size);
      const onUse = files.flatMap((file) => importsOf(file, /import\("\.\/([^"]+\.js)"\)/g)).filter((file) => !needed.has(file));
      for (const file of onUse) expect(files, `${name} preloads ${file}, which loads on use`).not.toContain(file);
    }
    // The favorite's React part and call code load on first click: never in its list.
    expect(manifest.widgets['favorite']!.some((file) => /mount-favorite-button|send-favorite-toggle|react-kit/.test(file))).toBe(false);
  });

  it('orders a widget list depth first from its chunk, each file once, following only static imports', () => {
    const registrySource = `export const widgetRegistry = {\n  favorite: () => import('./favorite/index.ts'),\n  'ad-slot': () => import("./ad-slot/index.ts"),\n};`;
    const metafile: Metafile = {
      inputs: {
        [REGISTRY_FILE]: {
          bytes: 1,
          imports: [
            { path: 'widgets/favorite/index.ts', kind: 'dynamic-import', original: './favorite/index.ts' },
            { path: 'widgets/ad-slot/index.ts', kind: 'dynamic-import', original: './ad-slot/index.ts' },
          ],
        },
      },
      outputs: {
        'out/chunks/favorite-A.js': output(
          [
            ['out/chunks/shared-B.js', 'import-statement'],
            ['out/chunks/kit-C.js', 'import-statement'],
            ['out/chunks/on-click-D.js', 'dynamic-import'],
          ],
          'widgets/favorite/index.ts',
        ),
        'out/chunks/shared-B.js': output([['out/chunks/kit-C.js', 'import-statement']]),
        'out/chunks/kit-C.js': output([]),
        'out/chunks/on-click-D.js': output([['out/chunks/react-E.js', 'import-statement']], 'widgets/favorite/on-click.ts'),
        'out/chunks/react-E.js': output([]),
        'out/chunks/ad-slot-F.js': output([], 'widgets/ad-slot/index.ts'),
      },
    };
    const toFile = (output: string): string => output.slice('out/'.length);
    expect(widgetPreloads(metafile, registrySource, toFile)).toEqual({
      'ad-slot': ['chunks/ad-slot-F.js'],
      favorite: ['chunks/favorite-A.js', 'chunks/shared-B.js', 'chunks/kit-C.js'],
    });
    expect(Object.keys(widgetPreloads(metafile, registrySource, toFile))).toEqual(['ad-slot', 'favorite']);
    expect(() => widgetPreloads(metafile, 'export const widgetRegistry = loadFromElsewhere();', toFile)).toThrow(/has no widget name or chunk the manifest can read/);
    expect(widgetPreloads({ inputs: {}, outputs: {} }, registrySource, toFile)).toEqual({});
  });
});
