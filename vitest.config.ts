import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { rewriteGlightboxSource } from './scripts/build/glightbox-csp-plugin.mjs';

// Unit tests run the widgets on Preact, as the shipped build does (see build.mjs); the `react19`
// project runs the tests that prove the same code on real React 19 (see build.mjs, buildReactDist).
const preactAlias = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

// Unit tests that use glightbox itself run its source as the build ships it (build.mjs's
// glightbox-csp plugin): Plyr from its settings, no inline styles.
const glightboxSource: Plugin = {
  name: 'glightbox-source',
  enforce: 'pre',
  transform(code, id) {
    const file = /[\\/]node_modules[\\/]glightbox[\\/]src[\\/]js[\\/](.+\.js)$/.exec(id.split('?')[0] ?? '')?.[1];
    return file ? rewriteGlightboxSource(file.replaceAll('\\', '/'), code) : undefined;
  },
};

export default defineConfig({
  plugins: [glightboxSource],
  define: { __WIDGETS_VERSION__: JSON.stringify('test') },
  test: {
    environment: 'happy-dom',
    // Tests that parse the demo pages must not fetch their stylesheets and scripts.
    environmentOptions: {
      happyDOM: {
        settings: {
          disableCSSFileLoading: true,
          disableJavaScriptFileLoading: true,
          handleDisabledFileLoadingAsSuccess: true,
        },
      },
    },
    // glightbox's source goes through the plugin above, not straight to Node.
    server: { deps: { inline: [/[\\/]glightbox[\\/]/] } },
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 10000,
    projects: [
      {
        extends: true,
        resolve: { alias: preactAlias },
        test: {
          name: 'preact',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts', 'tests/build/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'react19', include: ['tests/unit-react/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
