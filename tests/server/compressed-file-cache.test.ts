// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedFile } from '../../demo-pages/server/static/compressed-file-cache.ts';

const text = Buffer.from('export const widgets = "a widget bundle";\n'.repeat(100));

describe('compressedFile', () => {
  it('compresses each version of a file once and serves the same bytes again', () => {
    const version = { size: text.length, mtimeMs: 1000 };
    const first = compressedFile('/dist/a.js', version, text, 'br');
    expect(brotliDecompressSync(first).equals(text)).toBe(true);
    expect(compressedFile('/dist/a.js', { ...version }, text, 'br')).toBe(first);
    const gzip = compressedFile('/dist/a.js', version, text, 'gzip');
    expect(gunzipSync(gzip).equals(text)).toBe(true);
    expect(compressedFile('/dist/a.js', version, text, 'gzip')).toBe(gzip);
  });

  it('compresses again when the file changed (its mtime or size)', () => {
    const first = compressedFile('/dist/b.js', { size: text.length, mtimeMs: 1000 }, text, 'gzip');
    const changed = Buffer.from(`${text.toString()}// more\n`);
    const second = compressedFile('/dist/b.js', { size: changed.length, mtimeMs: 2000 }, changed, 'gzip');
    expect(second).not.toBe(first);
    expect(gunzipSync(second).equals(changed)).toBe(true);
    expect(compressedFile('/dist/b.js', { size: changed.length, mtimeMs: 3000 }, changed, 'gzip')).not.toBe(second);
  });
});
