// @vitest-environment node
// The server contract check against a real PHP backend: the e2e PHP site (tests/e2e/php/, served
// by `php -S`), which answers the favorite only. Its template answers every POST to the page with
// the favorite's token: the check shows what that does to the other current-page calls.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkServer } from '../../../scripts/check-server/check-server.ts';
import { formatVerdict } from '../../../scripts/check-server/verdict.ts';
import { startPhpServer, type PhpServer } from '../../e2e/php-server.ts';

let php: PhpServer | undefined;
let distDir = '';

beforeAll(async () => {
  // The template prints the include helper's tags from a manifest: a minimal one stands for dist/,
  // which the unit run does not build.
  distDir = mkdtempSync(join(tmpdir(), 'check-server-dist-'));
  writeFileSync(join(distDir, 'manifest.json'), JSON.stringify({ entry: 'widgets.js', files: { 'widgets.js': { size: 1, integrity: 'sha384-AAAA' } } }));
  php = await startPhpServer(distDir);
}, 15_000);

afterAll(async () => {
  await php?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the server contract check on the e2e PHP backend', () => {
  it('reads the page config PHP printed and finds the favorite answer usable', async () => {
    const verdicts = await checkServer({ pageUrl: `${php!.url}/profile`, calls: ['favorite'], dancerId: 42 });
    expect(verdicts.map(formatVerdict)).toEqual([
      'page: answered HTTP 200 with its #widgets-config (requestTimeoutMs 10000): the calls use its endpoints and timeout ✓',
      'favorite: answered "1": the button would show a favorite ("Remove from favorites"); the call toggles: send it again to undo ✓',
    ]);
    expect(verdicts[1]!.request).toBe('POST /profile follow=1&dancer_id=42');
    const other = await checkServer({ pageUrl: `${php!.url}/profile`, calls: ['favorite'], dancerId: 7 });
    expect(formatVerdict(other[1]!)).toContain('favorite: answered "0": the button would show no favorite ("Add to favorites")');
  });

  it('fails the current-page calls the template answers with the favorite token', async () => {
    const verdicts = await checkServer({ pageUrl: `${php!.url}/profile`, calls: ['claim', 'short-url'] });
    expect(verdicts.slice(1).map(formatVerdict)).toEqual([
      'claim: answer is not what the widget reads (expected a STATUS/MESSAGE/CODE JSON object, found the JSON value 0; it was "0"): the visitor would see "The server sent an unexpected answer. Please try again later." ✗',
      'short-url: answer is not what the widget reads (expected {"url": "http(s)://…"} or a STATUS error; it was "0"): the visitor would see "The server sent an unexpected answer. Please try again later." ✗',
    ]);
  });
});
