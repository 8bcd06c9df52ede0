// @vitest-environment node
import { readFileSync } from 'node:fs';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { buildOptions } from '../../build.mjs';
import { rewriteGlightboxSource, styleAttributeCallsToCssom } from '../../scripts/build/glightbox-csp-plugin.mjs';

describe('the glightbox CSP rewrite', () => {
  it("turns setAttribute('style', …) into a CSSOM write, nested parentheses and null values included", () => {
    expect(styleAttributeCallsToCssom("a.setAttribute('style', `max-height: calc(${h} - ${d}px)`);\nb.setAttribute('style', c.getAttribute('data-style'));")).toBe(
      "a.style.cssText = (`max-height: calc(${h} - ${d}px)`) ?? '';\nb.style.cssText = (c.getAttribute('data-style')) ?? '';",
    );
  });

  it('fails the build when a text it rewrites is gone, as after a glightbox upgrade', () => {
    expect(() => rewriteGlightboxSource('glightbox.js', 'export default 1;')).toThrow(/expected the text to rewrite once in glightbox\/src\/js\/glightbox\.js/);
  });

  it("makes glightbox play videos with the Plyr its settings give: no global Plyr looked up, no Plyr script or stylesheet injected", () => {
    const source = readFileSync(new URL('../../node_modules/glightbox/src/js/slides/video.js', import.meta.url), 'utf8');
    expect(source).toContain("injectAssets(this.settings.plyr.js, 'Plyr'");
    const rewritten = rewriteGlightboxSource('slides/video.js', source);
    expect(rewritten).not.toMatch(/injectAssets\(|window|'Plyr'/);
    // `Plyr` inside the callback is its parameter: the class withPlayer hands over.
    expect(rewritten).toContain('this.settings.plyr.withPlayer((Plyr) => {');
    expect(rewritten).toContain("new Plyr('#' + videoID, playerConfig)");
  });

  it('leaves no inline style write in any chunk: no style attribute set, no style="…" markup, <style> only in the old-browser fallback', async () => {
    const result = await esbuild.build({ ...buildOptions, outdir: '.tmp/csp-test', write: false });
    const chunks = result.outputFiles.filter((file) => file.path.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(10);
    const inputsOf = (chunk: esbuild.OutputFile) =>
      Object.keys(result.metafile.outputs[chunk.path.replace(/^.*?(\.tmp\/csp-test\/)/, '$1')]?.inputs ?? {});
    for (const chunk of chunks) {
      // The ad slot, unmounted, gives the root back the style attribute the server wrote, if any:
      // the same text the policy already judged, not a new inline style.
      if (!inputsOf(chunk).includes('widgets/ad-slot/AdSlot.tsx')) {
        expect(chunk.text, chunk.path).not.toMatch(/setAttribute\(\s*["'`]style["'`]/);
      }
      expect(chunk.text, chunk.path).not.toMatch(/\sstyle=\\?["']/);
    }
    const styleElements = chunks.filter((chunk) => /createElement\(["']style["']\)/.test(chunk.text));
    expect(styleElements).toHaveLength(1);
    expect(inputsOf(styleElements[0]!)).toContain('shared/styles/adopt-style-sheet.ts');
  });
});
