// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDist } from '../../build.mjs';
import { MANIFEST_FILE, createDistManifest } from '../../scripts/dist-manifest.mjs';

const projectDir = new URL('../../', import.meta.url).pathname;
const outdir = join(projectDir, '.tmp', `manifest-test-${process.pid}`);
const scratch = mkdtempSync(join(tmpdir(), 'dist-manifest-'));

afterAll(() => {
  rmSync(outdir, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

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
    });
  });
});
