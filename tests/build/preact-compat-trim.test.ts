// @vitest-environment node
import { readFileSync } from 'node:fs';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { buildOptions } from '../../build.mjs';
import { trimCompat } from '../../scripts/build/preact-compat-trim-plugin.mjs';

const compatSource = readFileSync(new URL('../../node_modules/preact/compat/dist/compat.module.js', import.meta.url), 'utf8');

describe('the preact/compat trim (scripts/build/preact-compat-trim-plugin.mjs)', () => {
  it("drops Suspense's, SuspenseList's and PureComponent's set-up and keeps a module with every export", async () => {
    const trimmed = trimCompat(compatSource);
    for (const gone of ['P.prototype', 'B.prototype', 'M.prototype', 'e.unmount=', 'e.__b=', 'e.__e=', '__R', 'UNSAFE_']) expect(trimmed, gone).not.toContain(gone);
    const exports = (source: string) => source.match(/export\{[^}]*\}/g)!.join();
    expect(exports(trimmed)).toBe(exports(compatSource));
    await expect(esbuild.transform(trimmed, { format: 'esm', loader: 'js' })).resolves.toBeDefined();
  });

  it('fails the build rather than trimming a compat it does not know', () => {
    expect(() => trimCompat(compatSource.replace('(B.prototype=new n)', '(B.prototype=new Component)'))).toThrow(/not found once/);
  });

  it('ships the shipped build without them', async () => {
    const result = await esbuild.build({ ...buildOptions, outdir: '.tmp/compat-trim-test', write: false });
    const kit = result.outputFiles.find((file) => file.text.includes('createPortal') || /Symbol\.for\("react\.element"\)/.test(file.text));
    expect(kit).toBeDefined();
    expect(kit!.text).not.toContain('revealOrder');
  });
});
