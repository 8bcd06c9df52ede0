import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
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
  // @testing-library/react's fallback `act` (preact/compat has no React.act).
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // Their ES modules (`module`, which Node's resolution skips for `main`, their CommonJS build), so
  // that vite, not Node's require, resolves their imports of React through the aliases above.
  ...['react', 'dom'].map((name) => ({
    find: new RegExp(`^@testing-library/${name}$`),
    replacement: fileURLToPath(new URL(`./node_modules/@testing-library/${name}/dist/@testing-library/${name}.esm.js`, import.meta.url)),
  })),
];

// Widgets written as components (issue 18), the runtime's component path and the shared hooks are
// tested on both projects: a widget that works on one build only is a defect. Add each converted
// widget's folder.
const componentTests = [
  'tests/unit/shared/hooks/**/*.test.{ts,tsx}',
  'tests/unit/gallery/**/*.test.{ts,tsx}',
  'tests/unit/machine-id/**/*.test.{ts,tsx}',
  'tests/unit/page-state/**/*.test.{ts,tsx}',
  'tests/unit/price-quick-filter/**/*.test.{ts,tsx}',
  'tests/unit/sort/**/*.test.{ts,tsx}',
  'tests/unit/switch/**/*.test.{ts,tsx}',
  'tests/unit/dialog-switch/**/*.test.{ts,tsx}',
  'tests/unit/filter-form/**/*.test.{ts,tsx}',
  'tests/unit/verify-profile/**/*.test.{ts,tsx}',
  'tests/unit/rating/**/*.test.{ts,tsx}',
  'tests/unit/mobile-nav/**/*.test.{ts,tsx}',
  'tests/unit/geo-select/**/*.test.{ts,tsx}',
  'tests/unit/agency-form/**/*.test.{ts,tsx}',
  'tests/unit/shared/modal/**/*.test.{ts,tsx}',
  'tests/unit/shared/forms/**/*.test.{ts,tsx}',
  'tests/unit/claim-modal/**/*.test.{ts,tsx}',
  'tests/unit/share-modal/**/*.test.{ts,tsx}',
  'tests/unit/reply-modal/**/*.test.{ts,tsx}',
  'tests/unit/report-modal/**/*.test.{ts,tsx}',
  'tests/unit/review-modal/**/*.test.{ts,tsx}',
  'tests/unit/video-verify/**/*.test.{ts,tsx}',
  'tests/unit/search-suggestions/**/*.test.{ts,tsx}',
  'tests/unit/runtime/**/*.test.{ts,tsx}',
  'tests/unit/lazy/**/*.test.{ts,tsx}',
  'tests/unit/filter-hash/**/*.test.{ts,tsx}',
  'tests/unit/ad-slot/**/*.test.{ts,tsx}',
  'tests/unit/age-check/**/*.test.{ts,tsx}',
  'tests/unit/breadcrumb-bar/**/*.test.{ts,tsx}',
  'tests/unit/other-cities/**/*.test.{ts,tsx}',
  'tests/unit/favorite/**/*.test.{ts,tsx}',
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

// Node would load these packages itself, past the aliases, and render with the real React DOM: taken
// through vite instead, @testing-library/react renders with Preact, and all three share one
// @testing-library/dom (whose act wrappers user-event then uses).
const testingLibrary = [/@testing-library\/(dom|react|user-event)/];

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
          // Its own list replaces the one above, so glightbox is named again.
          server: { deps: { inline: [...testingLibrary, /[\\/]glightbox[\\/]/] } },
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts', 'tests/build/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'react19', include: ['tests/unit-react/**/*.test.{ts,tsx}', ...componentTests] },
      },
    ],
  },
});
