// @vitest-environment node
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useDemoServer } from './demo-harness.ts';

const demo = useDemoServer();
const BUNDLE_TAG = '<script type="module" src="/dist/widgets.js"></script>';

/** Sends a raw request target, which fetch would normalise (it resolves `..` and `%2e%2e`). */
function rawGet(target: string): Promise<number> {
  const { hostname, port } = new URL(demo.origin());
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: target, method: 'GET' }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('demo pages', () => {
  it.each(['/', '/profile.html', '/lab.html'])('%s is served as HTML with the bundle tag, in English, with a title', async (path) => {
    const response = await demo.get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html.split(BUNDLE_TAG)).toHaveLength(2);
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<link rel="stylesheet" href="/vendor/bootstrap.min.css">');
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<main[\s>]/);
  });

  it('the profile page has the favorite root of the contract, data-page="profile" and a valid config block', async () => {
    const html = await (await demo.get('/profile.html')).text();
    // Issue 4 puts the breadcrumb-bar root on the body too.
    expect(html).toMatch(/<body data-page="profile"[ >]/);
    expect(html).toContain(
      '<div data-widget="favorite" data-dancer-id="42" data-favorite="0"><button type="button" class="btn favorite-button btn-primary" disabled><span aria-hidden="true" class="favorite-heart favorite-heart-hollow">&#x2661;</span> <span>Add to favorites</span></button></div>',
    );
    const config = /<script type="application\/json" id="widgets-config">([\s\S]*?)<\/script>/.exec(html);
    expect(() => JSON.parse(config?.[1] ?? '')).not.toThrow();
  });

  it('the lab page has a valid, an invalid and an unknown root', async () => {
    const html = await (await demo.get('/lab.html')).text();
    expect(html).toContain('data-widget="favorite" data-dancer-id="7"');
    expect(html).toContain('data-widget="favorite" data-dancer-id="abc"');
    expect(html).toContain('data-widget="no-such-widget"');
  });

  it('ids are unique on every page', async () => {
    for (const path of ['/', '/profile.html', '/lab.html']) {
      const ids = [...(await (await demo.get(path)).text()).matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
      expect(new Set(ids).size, path).toBe(ids.length);
    }
  });
});

describe('static files', () => {
  it('serves the bundle, Bootstrap and the demo CSS with their content types', async () => {
    const bundle = await demo.get('/dist/widgets.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const bootstrap = await demo.get('/vendor/bootstrap.min.css');
    expect(bootstrap.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await bootstrap.text()).toContain('Bootstrap v4.6');
    expect((await demo.get('/demo.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await demo.get('/dist/widgets.js', { method: 'HEAD' })).status).toBe(200);
  });

  it('names each script\'s source map in a SourceMap header, as the shipped files carry no map comment', async () => {
    const bundle = await demo.get('/dist/widgets.js');
    expect(bundle.headers.get('sourcemap')).toBe('widgets.js.map');
    expect(await bundle.text()).not.toContain('sourceMappingURL');
    expect((await demo.get('/dist/widgets.js.map')).status).toBe(200);
    expect((await demo.get('/demo.css')).headers.get('sourcemap')).toBeNull();
  });

  it('generates media and the favicon', async () => {
    const photo = await demo.get('/media/photo-3.svg');
    expect(photo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await photo.text()).toContain('Photo 3');
    expect(await (await demo.get('/media/thumb-city-20.svg')).text()).toContain('City 20');
    expect((await demo.get('/media/photo-0.svg')).status).toBe(404);
    const icon = await demo.get('/favicon.ico');
    expect(icon.headers.get('content-type')).toBe('image/x-icon');
    expect(new Uint8Array(await icon.arrayBuffer()).slice(0, 4)).toEqual(new Uint8Array([0, 0, 1, 0]));
  });

  it('serves the ad frame stand-in without external requests', async () => {
    const html = await (await demo.get('/ad-frame.html?zone=77&size=728x90')).text();
    expect(html).toContain('Ad zone 77 728x90');
    expect(html).not.toMatch(/(?:src|href)=|url\(/);
    expect(await (await demo.get('/ad-frame.html?zone=<b>&size=big')).text()).toContain('Ad zone ? (no size)');
  });

  it('answers the 404 page for unknown paths and folders without an index', async () => {
    for (const path of ['/nope.html', '/dist/', '/dist/nope.js', '/vendor/jquery.js', '/s/unknown']) {
      const response = await demo.get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('Page not found');
    }
  });

  it('answers 405 for methods other than GET and HEAD on files', async () => {
    expect((await demo.get('/dist/widgets.js', { method: 'POST' })).status).toBe(405);
    expect((await demo.get('/profile.html', { method: 'PUT' })).status).toBe(405);
  });
});

/** Sends a raw request target and answers its status and Location header. */
function rawGetWithLocation(target: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(demo.origin());
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: target, method: 'GET' }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('redirects off the site', () => {
  it.each([
    '//media',
    '//media?x=1',
    '///media',
    '/%2F%2Fmedia',
    '/%2f/media',
    '/%2F%2Fmedia/',
    '/\\media',
    '/%5C%5Cmedia',
    '/\\/media',
    '/%09/media',
    '/%0A/media',
  ])('%s is refused with 400 and no Location, as a folder redirect would send the browser to another host', async (target) => {
    const { status, location } = await rawGetWithLocation(target);
    expect(status).toBe(400);
    expect(location).toBeUndefined();
  });

  it('a folder without its trailing slash still redirects, to a path on the same site', async () => {
    const { status, location } = await rawGetWithLocation('/media?x=1');
    expect(status).toBe(301);
    expect(location).toBe('/media/?x=1');
    expect(new URL(location ?? '', 'http://demo.test/').origin).toBe('http://demo.test');
  });
});

describe('directory traversal', () => {
  it.each([
    '/../package.json',
    '/dist/../package.json',
    '/dist/../../etc/passwd',
    '/%2e%2e/package.json',
    '/dist/%2E%2E/build.mjs',
    '/dist/..%2fbuild.mjs',
    '/dist/%252e%252e/build.mjs',
    '/dist/..%5cbuild.mjs',
    '/dist/%00widgets.js',
    '/%E0%A4%A',
    '/./profile.html',
  ])('rejects %s with 400', async (target) => {
    expect(await rawGet(target)).toBe(400);
  });

  it('still serves ordinary paths through the same check', async () => {
    expect(await rawGet('/profile.html?x=../y')).toBe(200);
  });
});
