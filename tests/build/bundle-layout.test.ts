// @vitest-environment node
import { relative } from 'node:path';
import * as esbuild from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOptions, sharedKits } from '../../build.mjs';
import { widgetRegistry } from '../../widgets/registry.ts';

type Outputs = esbuild.Metafile['outputs'];

let outputs: Outputs;
let allFiles: string[];
let texts: Map<string, string>;
const projectDir = new URL('../../', import.meta.url).pathname;

beforeAll(async () => {
  const result = await esbuild.build({ ...buildOptions, outdir: '.tmp/layout-test', write: false });
  allFiles = Object.keys(result.metafile.outputs).map((file) => file.replace(/^\.tmp\/layout-test\//, ''));
  texts = new Map(result.outputFiles.map((file) => [file.path.replace(/^.*\.tmp\/layout-test\//, ''), file.text]));
  outputs = Object.fromEntries(
    Object.entries(result.metafile.outputs)
      .filter(([file]) => file.endsWith('.js'))
      .map(([file, output]) => [file.replace(/^\.tmp\/layout-test\//, ''), output]),
  );
});

/** The output chunks that hold code of `module` (a path relative to the project). */
function chunksHolding(module: string): string[] {
  return Object.entries(outputs)
    .filter(([, output]) => (output.inputs[module]?.bytesInOutput ?? 0) > 0)
    .map(([file]) => file);
}

describe('the bundle layout', () => {
  it('gives the entry no static import: every page downloads widgets.js alone first', () => {
    expect(outputs['widgets.js']?.imports.filter((item) => item.kind === 'import-statement')).toEqual([]);
  });

  it('ships each registered widget as its own lazy chunk', () => {
    for (const name of Object.keys(widgetRegistry)) {
      expect(Object.keys(outputs).filter((file) => file.startsWith(`chunks/${name}-`)), name).toHaveLength(1);
    }
  });

  it('ships each kit as exactly one chunk, holding all of its project members', () => {
    for (const kit of sharedKits) {
      const members = [...kit.members].filter((member: string) => member.startsWith(projectDir)).map((member: string) => relative(projectDir, member));
      const chunks = new Set(members.flatMap(chunksHolding));
      expect([...chunks], relative(projectDir, kit.path)).toHaveLength(1);
    }
  });

  it('writes no empty chunk (each would cost a request for nothing)', () => {
    const empty = Object.entries(outputs).filter(([, output]) => Object.values(output.inputs).every((input) => input.bytesInOutput === 0));
    expect(empty.map(([file]) => file)).toEqual([]);
  });

  it('writes a source map beside every script, without naming it in the script (servers send a SourceMap header)', () => {
    for (const file of Object.keys(outputs)) {
      expect(allFiles, file).toContain(`${file}.map`);
      expect(texts.get(file), file).not.toContain('sourceMappingURL');
    }
  });

  // esbuild copies a number constant of shared/constants.ts into each chunk that uses it, but only
  // while no object literal comes before it in that file; after one, every number became an export
  // of the base kit and an import in each user, 0.19 KB gzip on every page.
  it('copies the number constants into the chunks that use them instead of exporting them from the base kit', () => {
    const [kit] = chunksHolding('shared/constants.ts');
    const text = texts.get(kit ?? '') ?? '';
    const numbers = new Set([...text.matchAll(/(?:\bvar |,)([\w$]+)=-?[\d.]+(?:e\d+)?(?=[,;])/g)].map(([, name]) => name));
    const exported = [...(text.match(/export\{([^}]*)\}/)?.[1] ?? '').matchAll(/([\w$]+) as [\w$]+/g)].map(([, name]) => name);
    expect(exported.filter((name) => numbers.has(name))).toEqual([]);
  });
});
