// @vitest-environment node
import * as esbuild from 'esbuild';
import { expect, it } from 'vitest';
import { buildOptions, sharedKits } from '../../build.mjs';

// scripts/build/debug-messages-copy-plugin.mjs: the debug mode's check of the message overrides
// must not pull the widgets' message catalogues out of the widgets' chunks.
it('gives the debug chunk its own copy of the message catalogue, so no widget chunk shares one with it', async () => {
  const result = await esbuild.build({ ...buildOptions, outdir: '.tmp/debug-copy-test', write: false });
  const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const [debugFile, debugChunk] = outputs.find(([file]) => /\/debug-mode-[A-Z0-9]+\.js$/.test(file))!;
  const copied = Object.keys(debugChunk.inputs).filter((input) => input.includes('shared/messages/catalogue/'));
  expect(copied.length).toBeGreaterThan(20);
  const imported = new Set(debugChunk.imports.map((item) => item.path));
  // The kits' own catalogues (control and request messages) ship in the kits, which the debug mode uses anyway.
  const kitMembers = new Set(sharedKits.flatMap((kit: { members: Set<string> }) => [...kit.members]));
  const widgetCatalogue = (input: string) => input.startsWith('shared/messages/catalogue/') && !kitMembers.has(`${process.cwd()}/${input}`);
  const catalogueChunks = outputs.filter(([file, output]) => file !== debugFile && Object.keys(output.inputs).some(widgetCatalogue));
  expect(catalogueChunks.length).toBeGreaterThan(10);
  for (const [file] of catalogueChunks) expect(imported.has(file), file).toBe(false);
});
