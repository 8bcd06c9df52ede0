// @vitest-environment node
import type { ImportKind, Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { importSiteResiduals, renamedChunks, rewriteImportSites } from '../../scripts/build/dynamic-import-preloads.mjs';

/** A metafile output with only what the rewrite reads filled in. */
function output(imports: [string, ImportKind][]): Metafile['outputs'][string] {
  return { bytes: 1, inputs: {}, exports: [], imports: imports.map(([path, kind]) => ({ path, kind })) };
}

// widgets.js imports the runtime itself and the widgets on use; the claim modal's chunk has the kit
// and loads its body on use, which needs the kit, the modal kit and the form code (which needs the
// HTTP kit); the gallery loads its lightbox, which needs nothing the gallery lacks, and its player,
// which needs its own library.
const metafile: Metafile = {
  inputs: {},
  outputs: {
    'dist/widgets.js': output([
      ['dist/chunks/RUNTI.js', 'import-statement'],
      ['dist/chunks/claim-modal-DDDDDDDD.js', 'dynamic-import'],
      ['dist/chunks/gallery-AAAAAAAA.js', 'dynamic-import'],
    ]),
    'dist/chunks/RUNTI.js': output([]),
    'dist/chunks/KIT00.js': output([['dist/chunks/RUNTI.js', 'import-statement']]),
    'dist/chunks/claim-modal-DDDDDDDD.js': output([['dist/chunks/KIT00.js', 'import-statement'], ['dist/chunks/ClaimModal-EEEEEEEE.js', 'dynamic-import']]),
    'dist/chunks/ClaimModal-EEEEEEEE.js': output([
      ['dist/chunks/KIT00.js', 'import-statement'],
      ['dist/chunks/MODAL.js', 'import-statement'],
      ['dist/chunks/FORM0.js', 'import-statement'],
    ]),
    'dist/chunks/MODAL.js': output([['dist/chunks/KIT00.js', 'import-statement']]),
    'dist/chunks/FORM0.js': output([['dist/chunks/HTTP0.js', 'import-statement']]),
    'dist/chunks/HTTP0.js': output([['dist/chunks/KIT00.js', 'import-statement']]),
    'dist/chunks/gallery-AAAAAAAA.js': output([
      ['dist/chunks/KIT00.js', 'import-statement'],
      ['dist/chunks/LIGHT.js', 'import-statement'],
      ['dist/chunks/open-gallery-BBBBBBBB.js', 'dynamic-import'],
      ['dist/chunks/install-plyr-CCCCCCCC.js', 'dynamic-import'],
    ]),
    'dist/chunks/LIGHT.js': output([]),
    'dist/chunks/open-gallery-BBBBBBBB.js': output([['dist/chunks/LIGHT.js', 'import-statement']]),
    'dist/chunks/install-plyr-CCCCCCCC.js': output([['dist/chunks/PLYR0.js', 'import-statement']]),
    'dist/chunks/PLYR0.js': output([]),
  },
};

const toFile = (path: string) => path.replace(/^dist\//, '');

describe('importSiteResiduals', () => {
  it("lists per import() site the imported chunk's static imports, transitively, that the importing chunk and widgets.js do not have", () => {
    expect(importSiteResiduals(metafile, toFile, {})).toEqual({
      'chunks/claim-modal-DDDDDDDD.js': [{ imported: 'chunks/ClaimModal-EEEEEEEE.js', residual: ['chunks/FORM0.js', 'chunks/HTTP0.js', 'chunks/MODAL.js'] }],
      'chunks/gallery-AAAAAAAA.js': [{ imported: 'chunks/install-plyr-CCCCCCCC.js', residual: ['chunks/PLYR0.js'] }],
    });
  });

  it("leaves out the sites with nothing to add (the lightbox), widgets.js's own (chunk-preloads.ts does those) and the skipped ones", () => {
    const sites = importSiteResiduals(metafile, toFile, { 'install-plyr': 'on intent' });
    expect(Object.keys(sites)).toEqual(['chunks/claim-modal-DDDDDDDD.js']);
    expect(sites['widgets.js']).toBeUndefined();
  });

  it('fails the build on a skipped name that no chunk has: it would skip nothing, silently', () => {
    expect(() => importSiteResiduals(metafile, toFile, { 'install-player': 'renamed' })).toThrow(/names no chunk of the build: install-player/);
  });
});

describe('rewriteImportSites', () => {
  const sites = [{ imported: 'chunks/ClaimModal-EEEEEEEE.js', residual: ['chunks/FORM0.js', 'chunks/MODAL.js'] }];

  it('requests the residual files in the same expression, the imported chunk last, its promise the result, at every site', () => {
    const code = 'f=()=>import("./ClaimModal-EEEEEEEE.js");g=()=>import("./ClaimModal-EEEEEEEE.js").then(h)';
    const site = '(import("./FORM0.js").catch(String),import("./MODAL.js").catch(String),import("./ClaimModal-EEEEEEEE.js"))';
    expect(rewriteImportSites('chunks/claim-modal-DDDDDDDD.js', code, undefined, sites).code).toBe(`f=()=>${site};g=()=>${site}.then(h)`);
  });

  it('names the files relative to the importing chunk', () => {
    const code = 'f=()=>import("./chunks/ClaimModal-EEEEEEEE.js")';
    expect(rewriteImportSites('widgets.js', code, undefined, sites.map((site) => ({ ...site, residual: ['chunks/FORM0.js'] }))).code).toBe(
      'f=()=>(import("./chunks/FORM0.js").catch(String),import("./chunks/ClaimModal-EEEEEEEE.js"))',
    );
  });

  it("moves the source map's columns from the site on by what was inserted before it, and after it by the closing parenthesis too", () => {
    const code = 'f=()=>import("./B.js").then(g)';
    // Segments at columns 0 (f), 6 (import), 22 (.then) and 28 (g): relative 0, 6, 16, 6.
    const { code: rewritten, mappings } = rewriteImportSites('chunks/c.js', code, 'AAAA,MAAA,gBAAA,MAAA', [{ imported: 'chunks/B.js', residual: ['chunks/A.js'] }]);
    expect(rewritten).toBe('f=()=>(import("./A.js").catch(String),import("./B.js")).then(g)');
    // 32 characters go before `import`, one more after it: columns 0, 38, 55 and 61 (relative 0, 38, 17, 6).
    expect(mappings).toBe('AAAA,sCAAA,iBAAA,MAAA');
    expect([0, 38, 55, 61].map((column) => rewritten[column])).toEqual(['f', 'i', '.', 'g']);
  });

  it('fails the build when a site is not in the code as esbuild prints it: left alone, it would be a chain again', () => {
    expect(() => rewriteImportSites('chunks/c.js', "f=()=>import('./B.js')", undefined, [{ imported: 'chunks/B.js', residual: ['chunks/A.js'] }])).toThrow(
      /expected import\("\.\/B\.js"\)/,
    );
  });
});

describe('renamedChunks: new bytes get a new name (chunks are served immutable)', () => {
  const code = {
    'widgets.js': 'import("./chunks/age-check-AAAAAAAA.js");import("./chunks/sort-SSSSSSSS.js")',
    'chunks/age-check-AAAAAAAA.js': '(import("./KIT00.js").catch(String),import("./open-age-gate-BBBBBBBB.js"))',
    'chunks/open-age-gate-BBBBBBBB.js': 'import("./report-gate-CCCCCCCC.js");import"./KIT00.js"',
    'chunks/report-gate-CCCCCCCC.js': 'import"./KIT00.js"',
    'chunks/prefetch-on-use-DDDDDDDD.js': '["chunks/open-age-gate-BBBBBBBB"]',
    'chunks/sort-SSSSSSSS.js': 'import"./KIT00.js"',
    'chunks/KIT00.js': 'widgets',
  };

  it('renames each changed chunk and every chunk naming one, transitively, keeping its entry name; not widgets.js, not the others', () => {
    const renamed = renamedChunks(code, new Set(['chunks/open-age-gate-BBBBBBBB.js']));
    expect([...renamed.keys()].sort()).toEqual(['chunks/age-check-AAAAAAAA.js', 'chunks/open-age-gate-BBBBBBBB.js', 'chunks/prefetch-on-use-DDDDDDDD.js']);
    for (const [from, to] of renamed) expect(to).toMatch(new RegExp(`^${from.slice(0, -'AAAAAAAA.js'.length)}[A-Z2-7]{8}\\.js$`));
    expect(renamedChunks(code, new Set(['chunks/open-age-gate-BBBBBBBB.js']))).toEqual(renamed);
  });

  it('names after the bytes of the chunk and of every file it names, transitively, even through a cycle', () => {
    const name = (files: Record<string, string>) => renamedChunks(files, new Set(['chunks/age-check-AAAAAAAA.js'])).get('chunks/age-check-AAAAAAAA.js');
    const before = name(code);
    expect(name({ ...code, 'chunks/report-gate-CCCCCCCC.js': 'import"./KIT00.js";x()' })).not.toBe(before);
    expect(name({ ...code, 'chunks/sort-SSSSSSSS.js': 'other bytes' })).toBe(before);
    const cycle = { ...code, 'chunks/report-gate-CCCCCCCC.js': 'import("./age-check-AAAAAAAA.js")' };
    expect(renamedChunks(cycle, new Set(['chunks/age-check-AAAAAAAA.js'])).size).toBe(4);
  });

  it("fails the build for a shared chunk, whose 5-character name widgets.js's graph spells", () => {
    expect(() => renamedChunks(code, new Set(['chunks/KIT00.js']))).toThrow(/chunks\/KIT00\.js: .*SKIPPED_IMPORTS/);
  });
});
