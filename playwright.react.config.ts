import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// The global setup builds the React 19 build (build.mjs, `buildReactDist`) instead of the shipped one;
// `WIDGETS_BUILD=preact` runs the same set on the shipped build (to tell a React defect from a test's).
process.env.WIDGETS_BUILD ??= 'react';

/**
 * The end-to-end specs of the widgets written as components (issue 18), which run on both builds: a
 * behaviour that works on one build only is a defect. Add the specs of each widget converted.
 */
const componentSpecs = ['listing-filters', 'listing-switches', 'runtime', 'site-layout', 'layout-shift', 'filter-hash'];

/**
 * The smoke set (tests/e2e-react/) and the component widgets' specs on the same sources built with
 * real React 19, proving that the widgets use no Preact-only API. `npm test` runs it after the main
 * end-to-end suite.
 */
export default defineConfig({
  ...base,
  testDir: 'tests',
  testMatch: ['e2e-react/**/*.spec.ts', ...componentSpecs.map((name) => `e2e/${name}.spec.ts`)],
  outputDir: 'test-results-react',
  projects: [{ name: 'react19' }],
});
