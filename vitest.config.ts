import { defineConfig } from 'vitest/config';

// Unit tests run the widgets on Preact, as the shipped build does (see build.mjs).
export default defineConfig({
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
  define: { __WIDGETS_VERSION__: JSON.stringify('test') },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts', 'tests/build/**/*.test.ts'],
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
  },
});
