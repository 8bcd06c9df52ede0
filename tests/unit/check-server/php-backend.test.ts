// @vitest-environment node
// The server contract check against a real PHP backend: the e2e PHP site (tests/e2e/php/, served
// by `php -S`), whose profile template answers the current-page calls through the reference
// handlers of docs/server-calls.md (integrations/php/examples/calls/).
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
    // The reference handler keeps favorites in the visitor's session: each check is a new visitor.
    const other = await checkServer({ pageUrl: `${php!.url}/profile`, calls: ['favorite'], dancerId: 7 });
    expect(formatVerdict(other[1]!)).toContain('favorite: answered "1"');
  });

  it('finds the answers of the reference handlers to the other current-page calls usable', async () => {
    const verdicts = await checkServer({ pageUrl: `${php!.url}/profile`, calls: ['claim', 'short-url'] });
    expect(verdicts.slice(1).map(formatVerdict)).toEqual([
      'claim: STATUS success with MESSAGE "Thank you! We will contact you shortly to confirm the claim.": a success toast; the modal would close and its form reset ✓',
      expect.stringMatching(/^short-url: \{"url": "http:\/\/127\.0\.0\.1:\d+\/s\/[0-9a-f]+"\}: the share modal would show and copy it ✓$/),
    ]);
  });
});
