import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';

/** This run's own build of the bundle, so that tests never race a rebuild of dist/ or another run. */
const e2eDistDir = fileURLToPath(new URL(`../../.tmp/e2e-dist-${process.pid}`, import.meta.url));

/** `WIDGETS_BUILD=react` runs the specs on the React 19 build (see playwright.react.config.ts). */
const onReact = process.env.WIDGETS_BUILD === 'react';

/**
 * Builds the bundle into a folder of this run (same options as dist/, or dist-react/), starts the demo server
 * serving it on a free port, and hands the address to the workers through `DEMO_URL`; the returned
 * function closes the server and removes the folder.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const { buildDist, buildReactDist } = await import('../../build.mjs');
  await (onReact ? buildReactDist : buildDist)(e2eDistDir);
  const { startDemoServer } = await import('../../demo-pages/server/demo-server.ts');
  const server = await startDemoServer({ host: '127.0.0.1', port: 0, watch: false, log: false, distDir: e2eDistDir });
  process.env.DEMO_URL = server.url.replace(/\/$/, '');
  // The PHP include's test serves the same build through PHP's own server (tests/e2e/php-server.ts).
  process.env.E2E_DIST_DIR = e2eDistDir;
  return async () => {
    await server.close();
    rmSync(e2eDistDir, { recursive: true, force: true });
  };
}
