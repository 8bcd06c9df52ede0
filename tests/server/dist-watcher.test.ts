// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDistWatcher, type DistWatcher } from '../../demo-pages/server/watch/dist-watcher.ts';
import { pruneOutputs } from '../../demo-pages/server/watch/prune-outputs.ts';
import { distManifestPlugin } from '../../scripts/dist-manifest.mjs';

const folders: string[] = [];
let watcher: DistWatcher | undefined;

afterEach(async () => {
  await watcher?.dispose();
  watcher = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'demo-watch-'));
  folders.push(folder);
  return folder;
}

/** Every file under `dir`, relative, sorted. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

async function waitFor(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 8000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('pruneOutputs', () => {
  it('deletes files not kept and the folders left empty', async () => {
    const dir = tempFolder();
    mkdirSync(join(dir, 'chunks/old'), { recursive: true });
    for (const file of ['keep.js', 'stale.js', 'chunks/keep-1.js', 'chunks/old/x.js']) writeFileSync(join(dir, file), '');
    const deleted = await pruneOutputs(dir, new Set([join(dir, 'keep.js'), join(dir, 'chunks/keep-1.js')]));
    expect(listFiles(dir)).toEqual(['chunks/keep-1.js', 'keep.js']);
    expect(deleted.map((path) => path.slice(dir.length + 1)).sort()).toEqual(['chunks/old', 'chunks/old/x.js', 'stale.js']);
  });
});

describe('startDistWatcher', () => {
  it('keeps the output folder equal to a fresh build, before and after a rebuild', async () => {
    const dir = tempFolder();
    writeFileSync(join(dir, 'entry.js'), "export const load = () => import('./lazy.js');\n");
    writeFileSync(join(dir, 'lazy.js'), "export const text = 'first';\n");
    mkdirSync(join(dir, 'out/chunks'), { recursive: true });
    writeFileSync(join(dir, 'out/stale.js'), '');
    writeFileSync(join(dir, 'out/chunks/lazy-OLDHASH.js'), '');

    watcher = await startDistWatcher({
      absWorkingDir: dir,
      entryPoints: ['entry.js'],
      outdir: 'out',
      chunkNames: 'chunks/[name]-[hash]',
      bundle: true,
      splitting: true,
      format: 'esm',
      logLevel: 'silent',
    });
    const out = join(dir, 'out');
    // esbuild writes the entry and its chunk one after the other: wait for both.
    await waitFor(
      () => !listFiles(out).includes('stale.js') && listFiles(out).includes('entry.js') && listFiles(out).some((file) => file.startsWith('chunks/lazy-')),
      'the first build',
    );
    const first = listFiles(out);
    expect(first).toHaveLength(2);
    expect(first.filter((file) => file.startsWith('chunks/lazy-'))).toHaveLength(1);

    writeFileSync(join(dir, 'lazy.js'), "export const text = 'second, with a new hash';\n");
    // As for the first build: the listing may fall between the rebuild's writes and its pruning
    // (seen once: only entry.js), so wait for the new chunk to be there and the old one gone.
    const oldChunk = first.find((file) => file.startsWith('chunks/lazy-'));
    await waitFor(() => {
      const now = listFiles(out);
      return now.includes('entry.js') && !now.includes(oldChunk!) && now.some((file) => file.startsWith('chunks/lazy-'));
    }, 'the rebuild');
    const second = listFiles(out);
    expect(second).toHaveLength(2);
    expect(second).toContain('entry.js');
    expect(second.filter((file) => first.includes(file))).toEqual(['entry.js']);
  });

  it('keeps manifest.json, rewritten after each rebuild to list the files of that build', async () => {
    const dir = tempFolder();
    writeFileSync(join(dir, 'entry.js'), "export const load = () => import('./lazy.js');\n");
    writeFileSync(join(dir, 'lazy.js'), "export const text = 'first';\n");
    watcher = await startDistWatcher({
      absWorkingDir: dir,
      entryPoints: ['entry.js'],
      outdir: 'out',
      chunkNames: 'chunks/[name]-[hash]',
      bundle: true,
      splitting: true,
      format: 'esm',
      logLevel: 'silent',
      plugins: [distManifestPlugin('test')],
    });
    const out = join(dir, 'out');
    const listed = () => {
      try {
        return Object.keys((JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as { files: object }).files).sort();
      } catch {
        return [];
      }
    };
    await waitFor(() => listed().length === 2, 'the first build and its manifest');
    const first = listed();
    expect(first).toEqual(listFiles(out).filter((file) => file !== 'manifest.json'));

    writeFileSync(join(dir, 'lazy.js'), "export const text = 'second, with a new hash';\n");
    await waitFor(() => listed().length === 2 && listed().join() !== first.join(), 'the rebuild and its manifest');
    expect(listed()).toEqual(listFiles(out).filter((file) => file !== 'manifest.json'));
    expect(listFiles(out)).toContain('manifest.json');
  });
});
