// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shortName, shortenNames } from '../../scripts/build/short-chunk-names.mjs';

describe('short shared chunk names', () => {
  it("keeps the first 5 characters of a shared chunk's hash, and names no other file", () => {
    expect(shortName('chunk-F2H7I23W.js')).toBe('F2H7I.js');
    expect(shortName('ClaimModal-2MBZCEIL.js')).toBeNull();
    expect(shortName('chunk-F2H7I23W.js.map')).toBeNull();
  });

  it('renames the files the build wrote, wherever the code names them, and moves the source map columns after each', () => {
    const code = 'import"./chunk-AAAAAAAA.js";import{a}from"./chunk-BBBBBBBB.js";x("chunk-CCCCCCCC.js");a()';
    // Segments at columns 0, 28, 64 and 87 (relative: 0, 28, 36, 23).
    const { code: short, mappings } = shortenNames(code, 'AAAA,4BAAA,oCAAA,uBAAA', new Set(['chunk-AAAAAAAA.js', 'chunk-BBBBBBBB.js']));
    expect(short).toBe('import"./AAAAA.js";import{a}from"./BBBBB.js";x("chunk-CCCCCCCC.js");a()');
    // Each name is 9 characters shorter: the second segment moves by 9 (to 19), the third and fourth by 18 (46, 69).
    expect(mappings).toBe('AAAA,mBAAA,2BAAA,uBAAA');
  });
});
