// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo-pages/server/demo-server.ts';
import { addModulePreloads } from '../../demo-pages/server/preload/add-module-preloads.ts';
import { widgetNamesIn } from '../../demo-pages/server/preload/widget-names-in.ts';

// Asked with `?preload-hints=1`, the demo server adds modulepreload hints to a page, for the widget
// roots the page holds, from the served build's dist/manifest.json (demo-pages/server/preload/);
// otherwise a page carries the contract's one tag only.

const scratch = mkdtempSync(join(tmpdir(), 'module-preloads-'));
const FAVORITE = 'sha384-FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF';
const KIT = 'sha384-KKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKK';
const SWITCH = 'sha384-SSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSS';

/** Writes a build's manifest into a new dist folder under the scratch folder; returns the folder. */
function distWith(name: string, widgets: Record<string, string[]>, mtime = 1_000): string {
  const dir = join(scratch, name);
  mkdirSync(dir, { recursive: true });
  writeManifest(dir, widgets, mtime);
  return dir;
}

function writeManifest(dir: string, widgets: Record<string, string[]>, mtime: number): void {
  const files = {
    'widgets.js': { size: 1, integrity: 'sha384-WWWW' },
    'chunks/favorite-A.js': { size: 1, integrity: FAVORITE },
    'chunks/favorite-B.js': { size: 1, integrity: FAVORITE },
    'chunks/kit-K.js': { size: 1, integrity: KIT },
    'chunks/switch-S.js': { size: 1, integrity: SWITCH },
  };
  const path = join(dir, 'manifest.json');
  writeFileSync(path, JSON.stringify({ version: '1', entry: 'widgets.js', files, widgets }));
  utimesSync(path, mtime, mtime);
}

const preload = (file: string, integrity: string) => `<link rel="modulepreload" href="/dist/${file}" integrity="${integrity}" fetchpriority="low">\n`;
const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}<script type="module" src="/dist/widgets.js"></script></body></html>`;

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('widgetNamesIn', () => {
  it('reads every root name once, in order, quoted either way or bare, several names to a root', () => {
    const html = `<body data-widget="page-state age-check"><div data-widget='favorite'></div><li data-widget=switch></li>
      <div class="x" data-widget="favorite" data-dancer-id="2"></div>`;
    expect(widgetNamesIn(html)).toEqual(['page-state', 'age-check', 'favorite', 'switch']);
  });

  it('leaves out roots that are no elements at page load: comments, scripts, templates, markup shown as code', () => {
    const html = `<!-- <div data-widget="gallery"></div> --><script>const x = '<div data-widget="sort">';</script>
      <template><div data-widget="share-modal"></div></template><code>&lt;div data-widget="claim-modal"&gt;</code>
      <div data-widgets="x" data-widget-state="mounted"></div>`;
    expect(widgetNamesIn(html)).toEqual([]);
  });
});

describe('addModulePreloads', () => {
  it("adds before </head> one hint with its integrity for each file the page's widgets need, each file once, and none for unknown names", () => {
    const dist = distWith('one', { favorite: ['chunks/favorite-A.js', 'chunks/kit-K.js'], switch: ['chunks/switch-S.js', 'chunks/kit-K.js'] });
    const html = page('<div data-widget="favorite"></div><div data-widget="no-such-widget"></div><div data-widget="switch"></div>');
    expect(addModulePreloads(html, dist)).toBe(
      html.replace('</head>', `${preload('chunks/favorite-A.js', FAVORITE)}${preload('chunks/kit-K.js', KIT)}${preload('chunks/switch-S.js', SWITCH)}</head>`),
    );
  });

  it('leaves a page without roots, without a head, or served without a manifest as it is', () => {
    const dist = distWith('two', { favorite: ['chunks/favorite-A.js'] });
    expect(addModulePreloads(page('<p>no roots</p>'), dist)).toBe(page('<p>no roots</p>'));
    expect(addModulePreloads('<div data-widget="favorite"></div>', dist)).toBe('<div data-widget="favorite"></div>');
    expect(addModulePreloads(page('<div data-widget="favorite"></div>'), join(scratch, 'not-built'))).toBe(page('<div data-widget="favorite"></div>'));
  });

  it('reads the manifest again when a new build rewrote it, and keeps each dist folder apart', () => {
    const dist = distWith('three', { favorite: ['chunks/favorite-A.js'] });
    const other = distWith('four', { favorite: ['chunks/favorite-B.js'] });
    const html = page('<div data-widget="favorite"></div>');
    expect(addModulePreloads(html, dist)).toContain('chunks/favorite-A.js');
    expect(addModulePreloads(html, other)).toContain('chunks/favorite-B.js');
    writeManifest(dist, { favorite: ['chunks/favorite-B.js', 'chunks/kit-K.js'] }, 2_000);
    expect(addModulePreloads(html, dist)).toContain(preload('chunks/favorite-B.js', FAVORITE) + preload('chunks/kit-K.js', KIT));
  });
});

describe('the demo server', () => {
  let server: DemoServer;
  let origin = '';
  beforeAll(async () => {
    const dist = distWith('served', { favorite: ['chunks/favorite-A.js', 'chunks/kit-K.js'], 'dialog-switch': ['chunks/switch-S.js', 'chunks/kit-K.js'] });
    server = await startDemoServer({ port: 0, watch: false, log: false, distDir: dist });
    origin = server.url.replace(/\/$/, '');
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ['/profile.html', 'favorite', preload('chunks/favorite-A.js', FAVORITE) + preload('chunks/kit-K.js', KIT)],
    ['/lab.html', 'favorite', preload('chunks/favorite-A.js', FAVORITE) + preload('chunks/kit-K.js', KIT)],
    ['/dancers.html', 'dialog-switch', preload('chunks/switch-S.js', SWITCH) + preload('chunks/kit-K.js', KIT)],
  ])('serves %s asked with ?preload-hints=1 with the hints of its roots (%s among them) in its head', async (path, _name, hints) => {
    const html = await (await fetch(`${origin}${path}?preload-hints=1`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(hints);
    expect(html.match(/rel="modulepreload"/g)?.length).toBe(head.match(/rel="modulepreload"/g)?.length);
  });

  it.each(['/profile.html', '/lab.html', '/dancers.html?preload-hints=0', '/profile.html?preload-hints=true'])(
    'serves %s without hints: only `?preload-hints=1` asks for them',
    async (path) => {
      const html = await (await fetch(`${origin}${path}`)).text();
      expect(html).toContain('<script type="module" src="/dist/widgets.js"></script>');
      expect(html).not.toContain('modulepreload');
    },
  );

  it('sends a static page with hints revalidated by an ETag of what it sent, which the hints change', async () => {
    const plain = (await fetch(`${origin}/lab.html`)).headers.get('etag');
    const answer = await fetch(`${origin}/lab.html?preload-hints=1`);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const etag = answer.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[^"]+"$/);
    expect(etag).not.toBe(plain);
    expect((await fetch(`${origin}/lab.html?preload-hints=1`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await fetch(`${origin}/nope.html`)).status).toBe(404);
  });
});
