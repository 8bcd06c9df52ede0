// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// integrations/php/WidgetsInclude.php run by the PHP CLI (npm test installs php-cli when missing).

const helperPath = fileURLToPath(new URL('../../integrations/php/WidgetsInclude.php', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'widgets-include-'));
const manifestPath = join(scratch, 'manifest.json');
const WIDGETS = 'sha384-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const CHUNK = 'sha384-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB+/BBBBBBBBBBBBBB';
writeFileSync(
  manifestPath,
  JSON.stringify({
    version: '1.0.0',
    entry: 'widgets.js',
    files: {
      'chunks/favorite-ABC.js': { size: 10, integrity: CHUNK },
      'chunks/favorite-ABC.js.map': { size: 20, integrity: CHUNK },
      'widgets.js': { size: 30, integrity: WIDGETS },
      'widgets.js.map': { size: 40, integrity: WIDGETS },
    },
  }),
);

// A build's manifest with its per-widget preload lists (scripts/dist-manifest.mjs): the two widgets share a kit.
const preloadManifestPath = join(scratch, 'preload-manifest.json');
const FAVORITE = 'sha384-CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC';
const DIALOG = 'sha384-DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD';
const KIT = 'sha384-EEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEE';
const SHARED = 'sha384-FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF';
const preloadManifest = {
  version: '1.0.0',
  entry: 'widgets.js',
  files: {
    'chunks/chunk-KIT.js': { size: 1, integrity: KIT },
    'chunks/chunk-SHARED.js': { size: 1, integrity: SHARED },
    'chunks/dialog-switch-D.js': { size: 1, integrity: DIALOG },
    'chunks/favorite-F.js': { size: 1, integrity: FAVORITE },
    'chunks/mount-favorite-button-M.js': { size: 1, integrity: CHUNK },
    'widgets.js': { size: 1, integrity: WIDGETS },
  },
  widgets: {
    'dialog-switch': ['chunks/dialog-switch-D.js', 'chunks/chunk-KIT.js'],
    favorite: ['chunks/favorite-F.js', 'chunks/chunk-SHARED.js', 'chunks/chunk-KIT.js'],
  },
};
writeFileSync(preloadManifestPath, JSON.stringify(preloadManifest));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs `code` in PHP with the helper loaded; returns what it printed and its warnings (each once), or throws with what PHP said. */
function phpWithWarnings(code: string): { stdout: string; stderr: string } {
  const result = spawnSync(
    'php',
    ['-d', 'display_errors=stderr', '-d', 'log_errors=0', '-d', 'error_reporting=-1', '-r', `require ${JSON.stringify(helperPath)}; use DirectoryWidgets\\WidgetsInclude; ${code}`],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`php failed (${result.status}): ${result.stderr}${result.stdout}`);
  return { stdout: result.stdout, stderr: result.stderr };
}

/** Runs `code` in PHP with the helper loaded; returns what it printed, or throws with what PHP said. */
function php(code: string): string {
  return phpWithWarnings(code).stdout;
}

const load = (base?: string, path = manifestPath) => `$w = WidgetsInclude::fromManifest(${JSON.stringify(path)}${base === undefined ? '' : `, ${JSON.stringify(base)}`});`;
const loadPreloads = (base?: string) => load(base, preloadManifestPath);
const preload = (href: string, integrity: string) => `<link rel="modulepreload" href="${href}" integrity="${integrity}" fetchpriority="low">\n`;

/** The text inside the first `<script …>` of `html` whose opening tag matches `attributes`. */
function scriptText(html: string, attributes: RegExp): string {
  const match = new RegExp(`<script ${attributes.source}[^>]*>([\\s\\S]*?)</script>`).exec(html);
  if (!match) throw new Error(`no script ${attributes.source} in ${html}`);
  return match[1]!;
}

describe('WidgetsInclude (PHP)', () => {
  it('prints the widgets.js module tag with its integrity under the base URL', () => {
    expect(php(`${load()} echo $w->scriptTag();`)).toBe(`<script type="module" src="/dist/widgets.js" integrity="${WIDGETS}"></script>\n`);
  });

  it('pins every module, and only modules, to its integrity in the import map', () => {
    const map = JSON.parse(scriptText(php(`${load()} echo $w->importMapTag();`), /type="importmap"/)) as unknown;
    expect(map).toEqual({ integrity: { '/dist/chunks/favorite-ABC.js': CHUNK, '/dist/widgets.js': WIDGETS } });
  });

  it('serves from a CDN base URL, with or without its trailing slash', () => {
    for (const base of ['https://cdn.example.com/widgets/1.0.0', 'https://cdn.example.com/widgets/1.0.0/']) {
      const html = php(`${load(base)} echo $w->importMapTag(), $w->scriptTag();`);
      expect(html).toContain('src="https://cdn.example.com/widgets/1.0.0/widgets.js"');
      expect(Object.keys((JSON.parse(scriptText(html, /type="importmap"/)) as { integrity: object }).integrity)).toEqual([
        'https://cdn.example.com/widgets/1.0.0/chunks/favorite-ABC.js',
        'https://cdn.example.com/widgets/1.0.0/widgets.js',
      ]);
    }
  });

  it("gives the import map's sha256 as a CSP source that matches the printed text exactly", () => {
    const [tag, source] = php(`${load()} echo $w->importMapTag(), "\\n", $w->importMapCspSource();`).split('\n\n');
    const text = scriptText(tag!, /type="importmap"/);
    expect(source).toBe(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  });

  it('puts a nonce on the import map when given one, escaped as an attribute', () => {
    expect(php(`${load()} echo $w->importMapTag('abc"><x');`)).toMatch(/^<script type="importmap" nonce="abc&quot;&gt;&lt;x">/);
  });

  it('encodes the config so that no value can end the script or start markup, and it still parses to the same values', () => {
    const config = { messages: { addToFavorites: `</script><script>alert(1)</script><!-- & ' " é` }, adFrameUrl: 'https://ads.example.com/f?a=1&b=2' };
    const html = php(`${load()} echo $w->configTag(json_decode(${JSON.stringify(JSON.stringify(config))}, true));`);
    const text = scriptText(html, /type="application\/json" id="widgets-config"/);
    // JSON_HEX_QUOT turns a `"` inside a value into \u0022; the quotes left are JSON's own.
    expect(text).not.toMatch(/<|>|&|'/);
    expect(text).toContain('\\u0022');
    expect(text).toContain('https://ads.example.com/f?a=1\\u0026b=2');
    expect(JSON.parse(text)).toEqual(config);
  });

  it('prints text that is not UTF-8 with U+FFFD instead of throwing, in the config and through tags()', () => {
    // A translation saved as Latin-1: "Café" with é as the single byte 0xE9.
    const html = php(`${load()} echo $w->configTag(['messages' => ['addToFavorites' => "Caf\\xE9"]]);`);
    expect(JSON.parse(scriptText(html, /type="application\/json" id="widgets-config"/))).toEqual({ messages: { addToFavorites: 'Caf\uFFFD' } });
    const page = php(`${load()} echo $w->tags(['cookieDomain' => "\\xC3", 'messages' => ['addToFavorites' => "Caf\\xE9 \\xFF</script>"]]);`);
    expect(JSON.parse(scriptText(page, /type="application\/json" id="widgets-config"/))).toEqual({
      cookieDomain: '\uFFFD',
      messages: { addToFavorites: 'Caf\uFFFD \uFFFD</script>' },
    });
    expect(page).toContain('<script type="module" src="/dist/widgets.js"');
  });

  it("prints empty settings and nested empty maps as objects ('messages' => [] is a map with no keys, not a list)", () => {
    const html = php(`${load()} echo $w->configTag(['messages' => [], 'endpoints' => [], 'cookieDomain' => '.example.com']);`);
    expect(scriptText(html, /type="application\/json" id="widgets-config"/)).toBe('{"messages":{},"endpoints":{},"cookieDomain":".example.com"}');
    expect(php(`${load()} echo $w->tags(['messages' => ['addToFavorites' => 'Merken'], 'endpoints' => []]);`)).toContain(
      '<script type="application/json" id="widgets-config">{"messages":{"addToFavorites":"Merken"},"endpoints":{}}</script>',
    );
    expect(php(`${load()} echo $w->tags();`)).toContain('<script type="application/json" id="widgets-config">{}</script>');
  });

  it('prints an empty config as an object, and refuses a list', () => {
    expect(php(`${load()} echo $w->configTag([]);`)).toBe('<script type="application/json" id="widgets-config">{}</script>\n');
    expect(() => php(`${load()} echo $w->configTag(['a', 'b']);`)).toThrow(/named settings, not a list/);
  });

  it('prints the three tags in order: import map, config, script', () => {
    const html = php(`${load()} echo $w->tags(['cookieDomain' => '.example.com']);`);
    expect([...html.matchAll(/<script ([^>]*)>/g)].map(([, attributes]) => attributes!.split(' ')[0])).toEqual([
      'type="importmap"',
      'type="application/json"',
      'type="module"',
    ]);
  });

  it('says what to do when the manifest is missing or is not one', () => {
    expect(() => php(`WidgetsInclude::fromManifest('/nowhere/manifest.json');`)).toThrow(/could not be read: deploy dist\/ as `npm run build` writes it/);
    const broken = join(scratch, 'broken.json');
    writeFileSync(broken, JSON.stringify({ entry: 'widgets.js', files: { 'widgets.js': { size: 1, integrity: 'md5-x' } } }));
    expect(() => php(`WidgetsInclude::fromManifest(${JSON.stringify(broken)});`)).toThrow(/gives widgets.js no valid integrity/);
  });

  it("prints a modulepreload link with its integrity for each file the named widgets' first chunks need, each file once, in order", () => {
    expect(php(`${loadPreloads()} echo $w->modulePreloadTags(['favorite', 'dialog-switch']);`)).toBe(
      preload('/dist/chunks/favorite-F.js', FAVORITE) +
        preload('/dist/chunks/chunk-SHARED.js', SHARED) +
        preload('/dist/chunks/chunk-KIT.js', KIT) +
        preload('/dist/chunks/dialog-switch-D.js', DIALOG),
    );
    expect(php(`${loadPreloads()} echo $w->modulePreloadTags(['favorite', 'favorite']);`).match(/<link /g)).toHaveLength(3);
  });

  it('preloads nothing that loads on use, nothing for no names, and follows a CDN base URL', () => {
    const all = php(`${loadPreloads()} echo $w->modulePreloadTags(['favorite', 'dialog-switch']);`);
    expect(all).not.toContain('mount-favorite-button');
    expect(all).not.toContain('widgets.js');
    expect(php(`${loadPreloads()} echo $w->modulePreloadTags([]);`)).toBe('');
    expect(php(`${loadPreloads('https://cdn.example.com/widgets/1.0.0')} echo $w->modulePreloadTags(['dialog-switch']);`)).toBe(
      preload('https://cdn.example.com/widgets/1.0.0/chunks/dialog-switch-D.js', DIALOG) + preload('https://cdn.example.com/widgets/1.0.0/chunks/chunk-KIT.js', KIT),
    );
  });

  it("leaves out a widget name the build does not have with a PHP warning naming it and the build's widgets, and hints the others", () => {
    const { stdout, stderr } = phpWithWarnings(`${loadPreloads()} echo $w->modulePreloadTags(['favourite', 'dialog-switch']), "printed\\n";`);
    expect(stdout).toBe(preload('/dist/chunks/dialog-switch-D.js', DIALOG) + preload('/dist/chunks/chunk-KIT.js', KIT) + 'printed\n');
    expect(stderr).toMatch(
      /^Warning: WidgetsInclude::modulePreloadTags\(\): no widget named 'favourite' in this build's manifest, so it gets no preload hint; the widgets are: dialog-switch, favorite\. in /,
    );
    expect(stderr.match(/Warning:/g)).toHaveLength(1);

    const page = phpWithWarnings(`${loadPreloads()} echo $w->tags([], null, ['favourite']);`);
    expect(page.stdout).not.toContain('<link');
    expect(page.stdout).toContain('<script type="module" src="/dist/widgets.js"');
    expect(page.stderr).toMatch(/Warning: .*no widget named 'favourite'/);

    // A manifest written before the per-widget lists existed: every name is unknown, and the page still prints.
    const old = phpWithWarnings(`${load()} echo $w->modulePreloadTags(['favorite', 42]), "printed";`);
    expect(old.stdout).toBe('printed');
    expect(old.stderr).toMatch(/no widget named 'favorite' .*the widgets are: \(none: the manifest has no widgets list\)\./);
    expect(old.stderr).toMatch(/no widget named 42 /);
  });

  it('puts the preload hints of the widgets given to tags() after the import map and before the config and the script', () => {
    const html = php(`${loadPreloads()} echo $w->tags(['cookieDomain' => '.example.com'], null, ['dialog-switch']);`);
    expect([...html.matchAll(/<(script|link) ([^>]*)>/g)].map(([, tag, attributes]) => `${tag} ${attributes!.split(' ')[0]}`)).toEqual([
      'script type="importmap"',
      'link rel="modulepreload"',
      'link rel="modulepreload"',
      'script type="application/json"',
      'script type="module"',
    ]);
    expect(php(`${loadPreloads()} echo $w->tags();`)).not.toContain('<link');
  });

  it("says what is wrong when the manifest's widget lists name a file it does not list", () => {
    const broken = join(scratch, 'broken-preloads.json');
    writeFileSync(broken, JSON.stringify({ ...preloadManifest, widgets: { favorite: ['chunks/favorite-F.js', 'chunks/gone.js'] } }));
    expect(() => php(`WidgetsInclude::fromManifest(${JSON.stringify(broken)});`)).toThrow(/preloads a file for favorite that it does not list/);
    writeFileSync(broken, JSON.stringify({ ...preloadManifest, widgets: { favorite: [] } }));
    expect(() => php(`WidgetsInclude::fromManifest(${JSON.stringify(broken)});`)).toThrow(/gives the widget favorite no list of files/);
  });
});
