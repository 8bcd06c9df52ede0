// Installs what a fresh clone lacks before `npm start` or `npm test` runs (contract: commands).
// Plain Node with no dependencies, since it runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const projectDir = fileURLToPath(new URL('..', import.meta.url));
export const CHROMIUM_PATH = '/usr/bin/chromium';
/** Chromium's flags for every run here: the machine's network is closed, so it must not dial Google services. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** PHP's CLI, whose built-in server runs the PHP include's end-to-end test. */
export const PHP_PATH = '/usr/bin/php';
/** Debian's PHPUnit, which runs the PHP include helper's own tests (integrations/php/tests). */
export const PHPUNIT_PATH = '/usr/bin/phpunit';

/** Runs a command with inherited output; exits the process with its code when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: projectDir, ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

/** Runs `npm ci` when node_modules is missing. */
export function ensureDependencies() {
  if (existsSync(new URL('../node_modules/.package-lock.json', import.meta.url))) return;
  console.log('node_modules is missing: running npm ci');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Installs Debian's Chromium when it is missing and we are root; otherwise says how, and exits. */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing: run "sudo apt-get install -y chromium" (the end-to-end tests use ${CHROMIUM_PATH}).`);
    process.exit(1);
  }
  console.log(`${CHROMIUM_PATH} is missing: installing Debian's chromium`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
}

/** OpenSSL's command, which makes the throwaway certificate of the demo server over HTTP/2 (bench, its test). */
export const OPENSSL_PATH = '/usr/bin/openssl';

/**
 * Installs the Debian packages of `needed` ([path, package] pairs) whose path is missing, when we
 * are root; otherwise says how, and why (`use`), and exits.
 */
function ensureDebianPackages(needed, use) {
  const missing = needed.filter(([path]) => !existsSync(path));
  if (missing.length === 0) return;
  const packages = missing.map(([, name]) => name);
  if (process.getuid?.() !== 0) {
    console.error(`${packages.join(' and ')} missing: run "sudo apt-get install -y ${packages.join(' ')}" (${use}).`);
    process.exit(1);
  }
  console.log(`${missing.map(([path]) => path).join(' and ')} missing: installing Debian's ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env });
}

/** Installs Debian's php-cli and phpunit when either is missing and we are root; otherwise says how, and exits. */
export function ensurePhp() {
  ensureDebianPackages(
    [
      [PHP_PATH, 'php-cli'],
      [PHPUNIT_PATH, 'phpunit'],
    ],
    `the PHP include's tests run in ${PHPUNIT_PATH}, and its end-to-end test serves a template with ${PHP_PATH} -S`,
  );
}

/** Installs Debian's openssl when it is missing and we are root; otherwise says how, and exits. */
export function ensureOpenssl() {
  ensureDebianPackages([[OPENSSL_PATH, 'openssl']], 'the demo server over HTTP/2 makes its throwaway certificate with it');
}
