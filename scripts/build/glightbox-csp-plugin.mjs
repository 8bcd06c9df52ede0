// glightbox 3.3.1 writes inline styles in three ways a strict Content-Security-Policy
// (`style-src 'self'`, no 'unsafe-inline') refuses: `setAttribute('style', …)`, a `style="…"`
// attribute in the local video's HTML, and a `<style>` element against the scrollbar's width.
// This plugin rewrites those places in glightbox's ES source into CSSOM, which style-src does not
// govern (element.style), with the same effect. It also applies the Plyr rewrites of
// glightbox-plyr-rewrites.mjs (Plyr from glightbox's settings, never from window). Every rewrite
// must find its text, so that a glightbox upgrade that moves it fails the build instead of bringing
// the violations (or the global Plyr) back.
import { readFile } from 'node:fs/promises';
import { sep } from 'node:path';
import { PLYR_REWRITES } from './glightbox-plyr-rewrites.mjs';

const STYLE_ATTRIBUTE_CALL = ".setAttribute('style',";

/**
 * Turns each `X.setAttribute('style', VALUE)` into `X.style.cssText = VALUE ?? ''` (the value may be
 * a `getAttribute` result, which is null for a missing attribute).
 */
export function styleAttributeCallsToCssom(source) {
  let out = '';
  let from = 0;
  for (let at = source.indexOf(STYLE_ATTRIBUTE_CALL); at !== -1; at = source.indexOf(STYLE_ATTRIBUTE_CALL, from)) {
    let depth = 1;
    let end = at + STYLE_ATTRIBUTE_CALL.length;
    for (; end < source.length && depth > 0; end += 1) {
      if (source[end] === '(') depth += 1;
      else if (source[end] === ')') depth -= 1;
    }
    const value = source.slice(at + STYLE_ATTRIBUTE_CALL.length, end - 1).trim();
    out += `${source.slice(from, at)}.style.cssText = (${value}) ?? ''`;
    from = end;
  }
  return out + source.slice(from);
}

/** Exact rewrites per glightbox source file (path under glightbox/src/js/). */
const REWRITES = {
  'slides/video.js': [
    ...PLYR_REWRITES,
    // The attribute moves onto the element once parsed (the next rewrite).
    ['            html += `style="background:#000; max-width: ${data.width};" `;\n', ''],
    [
      '            customPlaceholder = createHTML(html);\n',
      '            customPlaceholder = createHTML(html);\n            customPlaceholder.firstChild.style.cssText = `background:#000; max-width: ${data.width};`;\n',
    ],
  ],
  'glightbox.js': [
    [
      `            var styleSheet = document.createElement('style');
            styleSheet.type = 'text/css';
            styleSheet.className = 'gcss-styles';
            styleSheet.innerText = \`.gscrollbar-fixer {margin-right: \${scrollBar}px}\`;
            document.head.appendChild(styleSheet);
`,
      `            this.bodyMarginRight = body.style.marginRight;
            body.style.marginRight = \`\${scrollBar}px\`;
`,
    ],
    [
      `            const styles = document.querySelector('.gcss-styles');
            if (styles) {
                styles.parentNode.removeChild(styles);
            }
`,
      `            if (this.bodyMarginRight !== undefined) {
                body.style.marginRight = this.bodyMarginRight;
                this.bodyMarginRight = undefined;
            }
`,
    ],
  ],
};

/** Applies the rewrites of one file; throws when a rewrite's text is not there exactly once. */
export function rewriteGlightboxSource(relativePath, source) {
  let text = source;
  for (const [find, replace] of REWRITES[relativePath] ?? []) {
    const count = text.split(find).length - 1;
    if (count !== 1) {
      throw new Error(`glightbox-csp: expected the text to rewrite once in glightbox/src/js/${relativePath}, found it ${count} times (was glightbox upgraded?): ${JSON.stringify(find.trim().slice(0, 60))}`);
    }
    text = text.replace(find, () => replace);
  }
  return styleAttributeCallsToCssom(text);
}

const GLIGHTBOX_SOURCE = `${sep}node_modules${sep}glightbox${sep}src${sep}js${sep}`;

/** The esbuild plugin: glightbox's ES source without inline styles (see above). */
export const glightboxCspPlugin = {
  name: 'glightbox-csp',
  setup(build) {
    build.onLoad({ filter: /[\\/]glightbox[\\/]src[\\/]js[\\/].*\.js$/ }, async (args) => {
      const at = args.path.indexOf(GLIGHTBOX_SOURCE);
      if (at === -1) return undefined;
      const relativePath = args.path.slice(at + GLIGHTBOX_SOURCE.length).split(sep).join('/');
      return { contents: rewriteGlightboxSource(relativePath, await readFile(args.path, 'utf8')), loader: 'js' };
    });
  },
};
