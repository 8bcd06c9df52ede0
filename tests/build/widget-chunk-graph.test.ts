// @vitest-environment node
import type { ImportKind, Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { compactGraph, entryNameOf, idleExcludedChunks, registryNames, shiftMappings, staticGraphString, widgetChunkGraph } from '../../scripts/build/widget-chunk-graph.mjs';
import { readFileSync } from 'node:fs';
import { sharedChunks } from '../../shared/runtime/preload/chunk-preloads.ts';
import { widgetRegistry } from '../../widgets/registry.ts';

/** A metafile output with only what the graph reads filled in. */
function output(imports: [string, ImportKind][], entryPoint?: string): Metafile['outputs'][string] {
  return { bytes: 1, inputs: {}, exports: [], imports: imports.map(([path, kind]) => ({ path, kind })), ...(entryPoint ? { entryPoint } : {}) };
}

const registrySource = `export const widgetRegistry = { gallery: () => import('./gallery/index.ts'), 'claim-modal': () => import('./claim-modal/index.ts') };`;

// widgets.js imports chunk-RUNTIME itself; the gallery's chunk imports the kits, its lightbox on use,
// and the lightbox the media player on intent; the claim modal shares the kits and loads its body on use.
const metafile: Metafile = {
  inputs: {
    'widgets/registry.ts': {
      bytes: 1,
      format: 'esm',
      imports: [
        { path: 'widgets/gallery/index.ts', kind: 'dynamic-import', original: './gallery/index.ts' },
        { path: 'widgets/claim-modal/index.ts', kind: 'dynamic-import', original: './claim-modal/index.ts' },
      ],
    },
  },
  outputs: {
    'dist/widgets.js': output([['dist/chunks/chunk-RUNTIME.js', 'import-statement'], ['dist/chunks/gallery-AAAAAAAA.js', 'dynamic-import']], 'widgets/index.ts'),
    'dist/chunks/chunk-RUNTIME.js': output([]),
    'dist/chunks/gallery-AAAAAAAA.js': output(
      [['dist/chunks/chunk-KIT.js', 'import-statement'], ['dist/chunks/chunk-RUNTIME.js', 'import-statement'], ['dist/chunks/open-gallery-BBBBBBBB.js', 'dynamic-import']],
      'widgets/gallery/index.ts',
    ),
    'dist/chunks/chunk-KIT.js': output([['dist/chunks/chunk-REACT.js', 'import-statement'], ['dist/chunks/toaster-TTTTTTTT.js', 'dynamic-import']]),
    'dist/chunks/chunk-REACT.js': output([]),
    'dist/chunks/toaster-TTTTTTTT.js': output([['dist/chunks/chunk-TOAST.js', 'import-statement']], 'shared/notify/toaster.ts'),
    'dist/chunks/chunk-TOAST.js': output([]),
    'dist/chunks/open-gallery-BBBBBBBB.js': output(
      [['dist/chunks/chunk-LIGHTBOX.js', 'import-statement'], ['dist/chunks/install-plyr-CCCCCCCC.js', 'dynamic-import']],
      'widgets/gallery/open-gallery.ts',
    ),
    'dist/chunks/chunk-LIGHTBOX.js': output([]),
    'dist/chunks/install-plyr-CCCCCCCC.js': output([['dist/chunks/chunk-PLYR.js', 'import-statement']], 'widgets/gallery/install-plyr.ts'),
    'dist/chunks/chunk-PLYR.js': output([]),
    'dist/chunks/claim-modal-DDDDDDDD.js': output(
      [['dist/chunks/chunk-KIT.js', 'import-statement'], ['dist/chunks/ClaimModal-EEEEEEEE.js', 'dynamic-import']],
      'widgets/claim-modal/index.ts',
    ),
    'dist/chunks/ClaimModal-EEEEEEEE.js': output([['dist/chunks/chunk-KIT.js', 'import-statement']], 'widgets/claim-modal/ClaimModal.tsx'),
  },
};

const toFile = (path: string) => path.replace(/^dist\//, '');

describe('widgetChunkGraph', () => {
  const graph = widgetChunkGraph(metafile, registrySource, toFile);

  it("lists a widget's static imports, transitively, without its own chunk or what widgets.js loads itself", () => {
    expect(graph.gallery![0]).toEqual(['chunks/chunk-KIT.js', 'chunks/chunk-REACT.js']);
    expect(graph['claim-modal']![0]).toEqual(['chunks/chunk-KIT.js', 'chunks/chunk-REACT.js']);
  });

  it('lists its on-use code with what that imports, but never the excluded chunks (the media player, the toaster) or what only they reach', () => {
    expect(idleExcludedChunks).toEqual(expect.arrayContaining(['install-plyr', 'toaster']));
    expect(graph.gallery![1]).toEqual(['chunks/open-gallery-BBBBBBBB.js', 'chunks/chunk-LIGHTBOX.js']);
    expect(graph['claim-modal']![1]).toEqual(['chunks/ClaimModal-EEEEEEEE.js']);
  });

  it('compacts the on-use lists into shared file names, without .js, and indexes', () => {
    expect(compactGraph(graph, 1)).toEqual([['chunks/ClaimModal-EEEEEEEE', 'chunks/open-gallery-BBBBBBBB', 'chunks/chunk-LIGHTBOX'], { 'claim-modal': [0], gallery: [1, 2] }]);
  });
});

describe('staticGraphString: the static lists as widgets.js carries them', () => {
  const graph = {
    a: [['chunks/KIT00.js', 'chunks/MODAL.js'], []],
    b: [['chunks/COOKI.js', 'chunks/KIT00.js'], []],
    c: [['chunks/KIT00.js'], ['chunks/Body-AAAAAAAA.js']],
  } as Record<string, [string[], string[]]>;

  it("names each file once by its hash, the files every widget imports first, then each widget's others in the registry's order", () => {
    expect(staticGraphString(graph, ['c', 'a', 'b', 'unknown'])).toBe('KIT00MODALCOOKI  0 01 20 ');
    expect(staticGraphString(graph, ['c', 'a', 'b'])).toBe('KIT00MODALCOOKI 0  1 2');
  });

  it('reads back through the runtime to the lists it was made from', () => {
    const [hashes, common, ...widgets] = staticGraphString(graph, ['a', 'b', 'c']).split(' ');
    expect(['a', 'b', 'c'].map((name, index) => sharedChunks(hashes!, common! + widgets[index]).map((file) => file.slice(2)).sort())).toEqual(
      ['a', 'b', 'c'].map((name) => graph[name]![0].sort()),
    );
  });

  it('fails the build on a static import it cannot name by a hash, or more files than one digit can index', () => {
    expect(() => staticGraphString({ a: [['chunks/ClaimModal-AAAAAAAA.js'], []] }, ['a'])).toThrow(/not a shared chunk/);
    const many = Array.from({ length: 37 }, (_, index) => `chunks/${String(index).padStart(5, 'A')}.js`);
    expect(() => staticGraphString({ a: [many, []] }, ['a'])).toThrow(/more than/);
  });

  it("reads the registry's names in the order of Object.keys(widgetRegistry), which the runtime indexes by", () => {
    expect(registryNames(readFileSync('widgets/registry.ts', 'utf8'))).toEqual(Object.keys(widgetRegistry));
  });
});

describe('shiftMappings', () => {
  it('moves the columns after the replaced text, and only those, on its line', () => {
    // Line 0: segments at columns 0, 10 and 30 (relative: 0, 10, 20); line 1 untouched.
    expect(shiftMappings('AAAA,UAAA,oBAAA;AAAA', 0, 12, 5)).toBe('AAAA,UAAA,yBAAA;AAAA');
    expect(shiftMappings('AAAA,UAAA,oBAAA;AAAA', 0, 5, -4)).toBe('AAAA,MAAA,oBAAA;AAAA');
  });
});

describe('entryNameOf', () => {
  it("names a chunk by its entry, with or without the build's hash, as both build plugins match it", () => {
    expect(entryNameOf('chunks/install-plyr-DSUZQHD3.js')).toBe('install-plyr');
    expect(entryNameOf('chunks/ClaimModal-OGDIRPQK.js')).toBe('ClaimModal');
    expect(entryNameOf('chunks/toaster.js')).toBe('toaster');
  });
});
