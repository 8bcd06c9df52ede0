import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A running `php -S` serving tests/e2e/php/ (the PHP include's test site). */
export interface PhpServer {
  /** `http://127.0.0.1:PORT`, without a trailing slash. */
  readonly url: string;
  /** Stops the server. */
  close(): Promise<void>;
}

const routerPath = fileURLToPath(new URL('./php/router.php', import.meta.url));
const STARTUP_TIMEOUT_MS = 10_000;

/** A port that was free a moment ago (PHP's built-in server cannot be asked to pick one). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves once the server answers on `url`; rejects when the process ends first or the time runs out. */
async function waitUntilServing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.pid === undefined) throw new Error(`php -S ended (${child.exitCode ?? 'not started'}): ${output()}`);
    try {
      await fetch(`${url}/dist/manifest.json`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`php -S did not answer within ${STARTUP_TIMEOUT_MS} ms: ${output()}`);
}

/**
 * Starts PHP's built-in server on a free port with tests/e2e/php/router.php, serving the bundle
 * of `distDir` at /dist/ (or with another site's `router`, run in its folder, which serves /dist/
 * itself). Tries another port when the one it picked was taken in between.
 */
export async function startPhpServer(distDir: string, router: string = routerPath): Promise<PhpServer> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // Warnings go to the server's log, as on a production site, never into the page.
    const child = spawn('php', ['-d', 'display_errors=0', '-d', 'log_errors=1', '-S', `127.0.0.1:${port}`, router], {
      cwd: dirname(router),
      env: { ...process.env, WIDGETS_DIST_DIR: distDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      // The built-in server logs every request on stderr: keep only the start for error messages.
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    // Without php-cli, spawn fails with ENOENT (npm test installs it: scripts/ensure-setup.mjs).
    child.once('error', (error) => {
      stderr += `${error.message}; is php-cli installed?`;
    });
    const exited = new Promise<void>((resolve) => {
      child.once('close', () => resolve());
      child.once('error', () => resolve());
    });
    try {
      await waitUntilServing(url, child, () => stderr);
      return {
        url,
        close: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
    } catch (error) {
      lastError = error;
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    }
  }
  throw lastError;
}
