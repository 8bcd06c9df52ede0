// `npm test`: installs what is missing, runs the unit tests (happy-dom) and the PHP helper's PHPUnit tests, builds the bundle and runs
// the end-to-end suite in Chromium, then builds the React 19 build (dist-react/) and runs the suite on it too
// (playwright.react.config.ts). Ends with one "N passed, N failed" line over every run. The two end-to-end runs go one
// after the other: on two cores they are CPU-bound, and side by side (measured) they took 20 % less time in all but
// made the specs that time a tap's feedback flaky.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PHPUNIT_PATH, ensureChromium, ensureDependencies, ensureOpenssl, ensurePhp, projectDir, run } from './ensure-setup.mjs';

ensureDependencies();
ensureChromium();
ensurePhp();
ensureOpenssl();

const reportDir = join(projectDir, '.tmp', 'test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const bin = (name) => join(projectDir, 'node_modules', '.bin', name);

const unitReport = join(reportDir, 'unit.json');
const unit = spawnSync(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`], {
  cwd: projectDir,
  stdio: 'inherit',
});

// The PHP include helper's PHPUnit tests, in its Composer package's own folder and configuration.
const phpReport = join(reportDir, 'php.xml');
const php = spawnSync(PHPUNIT_PATH, ['--log-junit', phpReport], { cwd: join(projectDir, 'integrations', 'php'), stdio: 'inherit' });

run(process.execPath, ['build.mjs'], { stdio: ['inherit', 'ignore', 'inherit'] });

const e2eReport = join(reportDir, 'e2e.json');
const e2e = spawnSync(bin('playwright'), ['test', '--reporter=list,json'], {
  cwd: projectDir,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
});

run(process.execPath, ['scripts/build-react.mjs'], { stdio: ['inherit', 'ignore', 'inherit'] });

const reactReport = join(reportDir, 'e2e-react.json');
const react = spawnSync(bin('playwright'), ['test', '--config=playwright.react.config.ts', '--reporter=list,json'], {
  cwd: projectDir,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reactReport },
});

const counts = { passed: 0, failed: 0, skipped: 0 };
try {
  const report = JSON.parse(readFileSync(unitReport, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
} catch {
  counts.failed += 1;
  console.error('The unit test report is missing: the unit run did not finish.');
}
try {
  // JUnit XML: the first <testsuite> holds the totals of the run.
  const totals = /<testsuite [^>]*>/.exec(readFileSync(phpReport, 'utf8'))?.[0] ?? '';
  const count = (name) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(totals)?.[1] ?? NaN);
  const [tests, failures, errors, skipped] = ['tests', 'failures', 'errors', 'skipped'].map(count);
  if ([tests, failures, errors, skipped].some(Number.isNaN)) throw new Error('no totals');
  counts.passed += tests - failures - errors - skipped;
  counts.failed += failures + errors;
  counts.skipped += skipped;
} catch {
  counts.failed += 1;
  console.error('The PHPUnit report is missing: the PHP tests did not finish.');
}
try {
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
} catch {
  counts.failed += 1;
  console.error('The end-to-end report is missing: the Playwright run did not finish.');
}
try {
  const { stats } = JSON.parse(readFileSync(reactReport, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
} catch {
  counts.failed += 1;
  console.error('The React 19 end-to-end report is missing: its Playwright run did not finish.');
}
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(unit.status === 0 && php.status === 0 && e2e.status === 0 && react.status === 0 && counts.failed === 0 ? 0 : 1);
