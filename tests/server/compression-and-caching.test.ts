// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distDir } from '../../build.mjs';
import { DemoState } from '../../demo-pages/server/demo-state.ts';
import { handleRequest } from '../../demo-pages/server/handle-request.ts';
import { COMPRESSION_THRESHOLD_BYTES } from '../../demo-pages/server/http/compress-body.ts';
import { IMMUTABLE_MAX_AGE_SECONDS } from '../../demo-pages/server/http/cache-control.ts';
import type { ServerContext } from '../../demo-pages/server/server-context.ts';
import { useDemoServer } from './demo-harness.ts';

const demo = useDemoServer();

/** An answer read as raw bytes: node:http, unlike fetch, neither adds Accept-Encoding nor decodes. */
interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

function rawRequest(origin: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(demo.origin(), path, headers, method);

/** The body as the server's bytes decoded by its Content-Encoding. */
function decoded(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  if (encoding !== undefined) throw new Error(`Unexpected Content-Encoding ${encoding}`);
  return answer.body;
}

const widgetsJs = () => readFileSync(join(distDir, 'widgets.js'));
/** A lazy chunk of the current build, with esbuild's hash in its name. */
const hashedChunk = () => {
  const name = readdirSync(join(distDir, 'chunks')).find((file) => /-[A-Z2-7]{8}\.js$/.test(file));
  if (!name) throw new Error('dist/ has no hashed chunk: run npm run build.');
  return name;
};

describe('compression negotiated by Accept-Encoding', () => {
  it('sends Brotli when the browser accepts Brotli and gzip, with Vary and the compressed Content-Length', async () => {
    const answer = await get('/dist/widgets.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(widgetsJs().length);
    expect(decoded(answer).equals(widgetsJs())).toBe(true);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.sourcemap).toBe('widgets.js.map');
  });

  it('sends gzip when only gzip is accepted, or Brotli is refused with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=1.0, br;q=0.5', '*;q=0.5, gzip']) {
      const answer = await get('/dist/widgets.js', { 'Accept-Encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe('gzip');
      expect(Number(answer.headers['content-length']), accept).toBe(answer.body.length);
      expect(decoded(answer).equals(widgetsJs()), accept).toBe(true);
    }
  });

  it('sends the bytes as they are without Accept-Encoding, or when every offered coding has q=0, still with Vary', async () => {
    const offers: Record<string, string>[] = [{}, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }, { 'Accept-Encoding': 'deflate' }, { 'Accept-Encoding': 'identity' }];
    for (const headers of offers) {
      const answer = await get('/dist/widgets.js', headers);
      expect(answer.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(Number(answer.headers['content-length'])).toBe(widgetsJs().length);
      expect(answer.body.equals(widgetsJs())).toBe(true);
    }
  });

  it('treats * as any coding, so Brotli is chosen', async () => {
    expect((await get('/dist/widgets.js', { 'Accept-Encoding': '*' })).headers['content-encoding']).toBe('br');
  });

  it('compresses the demo files, CSS and source maps too', async () => {
    for (const path of ['/', '/demo.css', '/dist/widgets.js.map', '/vendor/bootstrap.min.css']) {
      const answer = await get(path, { 'Accept-Encoding': 'gzip' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-encoding'], path).toBe('gzip');
    }
  });

  it('merges Accept-Encoding into the Vary: Cookie of a page that follows the visitor\'s cookies', async () => {
    const answer = await get('/dancers.html', { 'Accept-Encoding': 'br', Cookie: 'dark_mode=1' });
    expect(answer.status).toBe(200);
    expect(answer.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decoded(answer).toString('utf8')).toContain('<script type="module" src="/dist/widgets.js"></script>');
  });

  it(`leaves bodies under ${COMPRESSION_THRESHOLD_BYTES} bytes and already compressed media as they are, without Vary`, async () => {
    const tiny = await get('/dist/widgets.js', { 'Accept-Encoding': 'br, gzip' }, 'DELETE');
    expect(tiny.status).toBe(405);
    expect(tiny.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers.vary).toBeUndefined();
    const video = await get('/media/clip-1.webm', { 'Accept-Encoding': 'br, gzip' });
    expect(video.status).toBe(200);
    expect(video.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(video.headers['content-encoding']).toBeUndefined();
    expect(video.headers.vary).toBeUndefined();
  });

  it('answers HEAD with the headers of the GET, the compressed Content-Length included, and no body', async () => {
    const headers = { 'Accept-Encoding': 'gzip, br' };
    const full = await get('/dist/widgets.js', headers);
    const head = await get('/dist/widgets.js', headers, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-encoding', 'content-length', 'content-type', 'vary', 'etag', 'cache-control', 'sourcemap']) {
      expect(head.headers[name], name).toBe(full.headers[name]);
    }
  });

  it('compresses a long JSON answer of the QA endpoints too, which stays out of caches', async () => {
    for (let call = 0; call < 10; call += 1) await demo.post('/controller/ajax/phone_reports.php?id=42', {});
    const answer = await get('/__requests', { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(decoded(answer).toString('utf8'))).toHaveLength(10);
    // fetch asks for and decodes compressed answers on its own.
    expect(await (await demo.get('/__requests')).json()).toHaveLength(10);
  });
});

describe('cache headers', () => {
  it('marks a chunk whose name carries its content hash immutable for a year', async () => {
    const answer = await get(`/dist/chunks/${hashedChunk()}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(`public, max-age=${IMMUTABLE_MAX_AGE_SECONDS}, immutable`);
    expect(IMMUTABLE_MAX_AGE_SECONDS).toBe(31_536_000);
  });

  it('revalidates widgets.js, whose name never changes: no-cache with an ETag that a 304 answers', async () => {
    const first = await get('/dist/widgets.js', { 'Accept-Encoding': 'br' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag ?? '';
    expect(etag).toMatch(/^W\/"[^"]+"$/);
    expect(first.headers['last-modified']).toMatch(/GMT$/);
    for (const condition of [{ 'If-None-Match': etag }, { 'If-None-Match': `"other", ${etag}` }, { 'If-None-Match': '*' }]) {
      const again = await get('/dist/widgets.js', { 'Accept-Encoding': 'br', ...condition });
      expect(again.status, JSON.stringify(condition)).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(again.headers.vary).toBe('Accept-Encoding');
    }
    const changed = await get('/dist/widgets.js', { 'If-None-Match': 'W/"older"' });
    expect(changed.status).toBe(200);
    expect(changed.body.equals(widgetsJs())).toBe(true);
  });

  it('answers 304 to If-Modified-Since from the Last-Modified date, and 200 to an earlier date', async () => {
    const lastModified = (await get('/demo.css')).headers['last-modified'] ?? '';
    expect((await get('/demo.css', { 'If-Modified-Since': lastModified })).status).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await get('/demo.css', { 'If-Modified-Since': earlier })).status).toBe(200);
  });

  it('revalidates source maps, the demo files and rendered pages; a page per Cookie header', async () => {
    for (const path of [`/dist/chunks/${hashedChunk()}.map`, '/', '/demo.css', '/profile.html', '/dancers.html', '/media/photo-3.svg']) {
      const answer = await get(path);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(answer.headers.etag, path).toMatch(/^W\/"[^"]+"$/);
    }
    const cookie = { Cookie: 'dark_mode=1; userLang=de' };
    const page = await get('/dancers.html', cookie);
    expect(page.headers.vary).toContain('Cookie');
    const etag = page.headers.etag ?? '';
    expect((await get('/dancers.html', { ...cookie, 'If-None-Match': etag })).status).toBe(304);
    // Other cookies render another page, so the copy held is not confirmed.
    expect((await get('/dancers.html', { 'If-None-Match': etag })).status).toBe(200);
  });

  it('keeps QA and backend answers and redirects out of every cache', async () => {
    expect((await get('/__state')).headers['cache-control']).toBe('no-store');
    expect((await get('/__requests')).headers['cache-control']).toBe('no-store');
    expect((await get('/media')).headers['cache-control']).toBe('no-store');
    const call = await demo.post('/controller/ajax/phone_reports.php?id=42', {});
    expect(call.headers.get('cache-control')).toBe('no-store');
  });
});

describe('watch mode', () => {
  let server: Server;
  let origin = '';

  beforeAll(async () => {
    // handleRequest with watch set, without the esbuild watcher, which would rebuild dist/.
    const closing = new AbortController();
    const context: ServerContext = {
      state: new DemoState(),
      roots: { publicDir: fileURLToPath(new URL('../../demo-pages/public/', import.meta.url)), distDir, vendorFiles: new Map() },
      closing: closing.signal,
      origin: () => origin,
      watch: true,
      log: false,
    };
    server = createServer((req, res) => void handleRequest(req, res, context));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('stores nothing of dist/, as it is rebuilt under the browser, but still compresses it', async () => {
    for (const path of ['/dist/widgets.js', `/dist/chunks/${hashedChunk()}`]) {
      const answer = await rawRequest(origin, path, { 'Accept-Encoding': 'gzip' });
      expect(answer.headers['cache-control'], path).toBe('no-store');
      expect(answer.headers['content-encoding'], path).toBe('gzip');
    }
    expect((await rawRequest(origin, '/demo.css')).headers['cache-control']).toBe('no-cache');
  });
});
