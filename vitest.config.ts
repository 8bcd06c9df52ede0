import { defineConfig } from 'vitest/config';

// Unit tests run the widgets on Preact, as the shipped build does (see build.mjs); the `react19`
// project runs the tests that prove the same code on real React 19 (see build.mjs, buildReactDist).
const preactAlias = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

export default defineConfig({
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
