// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../../demo-pages/server/demo-server.ts';
import { checkTemplates, type TemplateFile } from '../../../scripts/check-templates/check-templates.ts';
import { formatFinding } from '../../../scripts/check-templates/finding.ts';
import { loadWidgetKnowledge } from '../../../scripts/check-templates/widget-knowledge.ts';

// `directory-widgets-check` (bin/directory-widgets-check.mjs): the template checker, on a fixture
// folder of the silent failures issue 20 lists, on the e2e PHP templates and on every demo page.

const projectDir = fileURLToPath(new URL('../../../', import.meta.url));
const mistakesDir = join(projectDir, 'tests/fixtures/template-mistakes');
const phpDir = join(projectDir, 'tests/e2e/php');
const DEMO_PAGES = [
  '/',
  '/home.html',
  '/dancers.html',
  '/search.html',
  '/profile.html',
  '/profile-no-video.html',
  '/add-profile.html',
  '/add-profile-agency.html',
  '/videoverify/',
  '/videoverify/?iframeFrom=add-profile',
];

const widgets = await loadWidgetKnowledge();
const filesIn = (dir: string, relativeTo = projectDir): TemplateFile[] =>
  readdirSync(dir).map((name) => ({ path: join(dir, name).slice(relativeTo.length), text: readFileSync(join(dir, name), 'utf8') }));

beforeAll(() => {
  // The config's URL rules judge paths against the page's origin, as the CLI sets it.
  globalThis.location ??= new URL('https://site.invalid/') as unknown as Location;
});

function cli(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, ['bin/directory-widgets-check.mjs', ...args], { cwd: projectDir, encoding: 'utf8' });
}

describe('the template checker', () => {
  it('finds each silent failure of the fixture templates, where it is, with what to do', () => {
    expect(checkTemplates(filesIn(mistakesDir), widgets).map(formatFinding)).toEqual([
      'tests/fixtures/template-mistakes/listing.twig:7:1: error: data-cookie is required: expected one of "sortby", "sortbyreviews", found no attribute: this root is not mounted.',
      'tests/fixtures/template-mistakes/listing.twig:7:25: warning: data-kind is not an option of sort: it is ignored.',
      'tests/fixtures/template-mistakes/listing.twig:8:41: error: data-value expected a whole number of stars from 0 to 5, found "7": this root is not mounted.',
      'tests/fixtures/template-mistakes/profile.php:8:1: warning: #widgets-config: "endpoint" is not a setting (did you mean "endpoints"?): it is ignored.',
      'tests/fixtures/template-mistakes/profile.php:8:1: warning: #widgets-config: "endpoints.searchSuggestion" is not a known key (did you mean "searchSuggestions"?): it is ignored.',
      'tests/fixtures/template-mistakes/profile.php:8:1: error: #widgets-config: requestTimeoutMs: expected whole milliseconds from 100 to 120000, found "15000" (a string: write 15000 without quotes); its default is used.',
      'tests/fixtures/template-mistakes/profile.php:9:1: error: a second #widgets-config block: the widgets read only the first; print one.',
      'tests/fixtures/template-mistakes/profile.php:12:59: warning: data-favourite is not an option of favorite (did you mean "data-favorite"?): it is ignored.',
      'tests/fixtures/template-mistakes/profile.php:15:31: error: data-dancer-id expected a positive whole number, found "abc": this root is not mounted.',
      'tests/fixtures/template-mistakes/profile.php:18:3: error: unknown widget "galery" (did you mean "gallery"?): this root is not mounted.',
      'tests/fixtures/template-mistakes/profile.php:21:28: error: data-gallery="photo" is not a gallery item kind: expected "image" or "video"; the item is left out and a click on it leaves the page.',
      'tests/fixtures/template-mistakes/profile.php:25:3: error: this trigger of reportModal has no aria-haspopup="dialog": the modal does not open from it.',
      'tests/fixtures/template-mistakes/profile.php:25:3: warning: this trigger opens reportModal, but no checked template has its root <div data-widget="report-modal"></div>: the click does nothing.',
      'tests/fixtures/template-mistakes/profile.php:26:3: error: a trigger of shareModal must be a <button> (found <a>): the modal does not open from it.',
      'tests/fixtures/template-mistakes/profile.php:28:3: error: a second "claim-modal" root: a page holds one, and the second would act on the same page twice; remove one.',
      'tests/fixtures/template-mistakes/profile.php:30:3: error: widgets.js must be included as <script type="module">: as a classic script it does not run.',
      'tests/fixtures/template-mistakes/profile.php:31:3: warning: widgets.js is included 2 times in this template: it mounts once, include it once.',
      'tests/fixtures/template-mistakes/profile.php:32:3: error: a script tag loads a chunk (/dist/chunks/favorite-ABC123.js): include only widgets.js, which loads each chunk where its widget is.',
    ]);
  });

  it('counts a modal root and its triggers in different templates as one page', () => {
    const layout = { path: 'layout.php', text: '<body><div data-widget="claim-modal"></div><?= $content ?></body>' };
    const partial = { path: 'profile.php', text: '<button type="button" aria-controls="claimModal" aria-haspopup="dialog">Claim</button>' };
    expect(checkTemplates([layout, partial], widgets)).toEqual([]);
    expect(checkTemplates([layout], widgets).map((finding) => finding.message)).toEqual([
      'no checked template has a trigger for claimModal: <button type="button" aria-controls="claimModal" aria-haspopup="dialog">.',
    ]);
  });

  it('passes values, attributes and names printed by the template language as unknown', () => {
    const text = [
      '<div data-widget="favorite" data-dancer-id="<?php echo $id; ?>" <?= $extra ?>><button>Add to favorites</button></div>',
      '<div data-widget="<?= $widget ?>" data-anything="1"></div>',
      '<div data-widget="rating" data-value="{{ stars }}" data-label="Service"></div>',
      '<script type="application/json" id="widgets-config"><?= json_encode($config) ?></script>',
    ].join('\n');
    expect(checkTemplates([{ path: 't.php', text }], widgets)).toEqual([]);
  });

  it('runs clean on the end-to-end PHP templates', () => {
    expect(checkTemplates(filesIn(phpDir), widgets).map(formatFinding)).toEqual([]);
  });

  describe('on every demo page as the demo server serves it', () => {
    let server: DemoServer;
    beforeAll(async () => {
      server = await startDemoServer({ port: 0 });
    });
    afterAll(() => server?.close());

    it.each(DEMO_PAGES)('%s has no finding', async (path) => {
      const text = await (await fetch(new URL(path, server.url))).text();
      expect(text).toContain('data-widget=');
      expect(checkTemplates([{ path, text }], widgets).map(formatFinding)).toEqual([]);
    });
  });

  describe('the command', { timeout: 60_000 }, () => {
    it('prints compiler-style lines and a summary, and exits 1 on an error', () => {
      const result = cli('tests/fixtures/template-mistakes');
      expect(result.status).toBe(1);
      const lines = result.stdout.trim().split('\n');
      expect(lines[0]).toBe('tests/fixtures/template-mistakes/listing.twig:7:1: error: data-cookie is required: expected one of "sortby", "sortbyreviews", found no attribute: this root is not mounted.');
      expect(lines.at(-1)).toBe('12 errors, 6 warnings in 2 files.');
    });

    it('prints the findings as JSON with --json', () => {
      const result = cli('--json', 'tests/fixtures/template-mistakes/listing.twig');
      expect(result.status).toBe(1);
      expect(JSON.parse(result.stdout)).toContainEqual({
        file: 'tests/fixtures/template-mistakes/listing.twig',
        line: 7,
        column: 25,
        severity: 'warning',
        message: 'data-kind is not an option of sort: it is ignored.',
      });
    });

    it('reads a template saved as Latin-1 (not UTF-8): findings keep their line and column', () => {
      const dir = mkdtempSync(join(tmpdir(), 'latin1-template-'));
      try {
        // "Café" in Latin-1: the é is the single byte 0xE9, not valid UTF-8.
        const text = Buffer.concat([Buffer.from('<h1>Caf'), Buffer.from([0xe9]), Buffer.from('</h1>\n<p>Caf'), Buffer.from([0xe9]), Buffer.from(' <span data-widget="galery"></span></p>\n')]);
        writeFileSync(join(dir, 'latin1.php'), text);
        const result = cli(join(dir, 'latin1.php'));
        expect(result.status).toBe(1);
        expect(result.stdout).toContain('latin1.php:2:9: error: unknown widget "galery" (did you mean "gallery"?): this root is not mounted.');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('exits 0 on clean templates, 2 with no path or a path that is not there', () => {
      expect(cli('tests/e2e/php')).toMatchObject({ status: 0, stdout: '0 errors, 0 warnings in 2 files.\n' });
      expect(cli()).toMatchObject({ status: 2, stderr: expect.stringContaining('usage: directory-widgets-check') });
      expect(cli('no/such/folder')).toMatchObject({ status: 2, stderr: expect.stringContaining('no/such/folder') });
    });
  });
});
