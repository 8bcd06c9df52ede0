import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// The global setup builds the React 19 build (build.mjs, `buildReactDist`) instead of the shipped one;
// `WIDGETS_BUILD=preact` runs the same set on the shipped build (to tell a React defect from a test's).
process.env.WIDGETS_BUILD ??= 'react';

/**
 * The smoke set (tests/e2e-react/) on the same sources built with real React 19, proving that the
 * widgets use no Preact-only API. `npm test` runs it after the main end-to-end suite.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-react',
  outputDir: 'test-results-react',
  projects: [{ name: 'react19' }],
});
