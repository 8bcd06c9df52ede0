import { defineConfig } from 'vitest/config';

// Unit tests run the widgets on Preact, as the shipped build does (see build.mjs); the `react19`
// project runs the tests that prove the same code on real React 19 (see build.mjs, buildReactDist).
const preactAlias = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  // @testing-library/react on Preact: its ES module (inlined below) and, for act(), Preact's test
  // utilities, since compat has no act() of its own.
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
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
          // Transformed by Vite rather than loaded by Node, so that the alias puts it on Preact too.
          server: { deps: { inline: [/[\\/]@testing-library[\\/]react[\\/]/] } },
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts', 'tests/build/**/*.test.ts'],
        },
      },
      {
        extends: true,
        // The shared hooks' tests run on both projects: a hook that works on one only is a defect.
        test: { name: 'react19', include: ['tests/unit-react/**/*.test.{ts,tsx}', 'tests/unit/shared/hooks/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
