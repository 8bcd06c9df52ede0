// @vitest-environment node
import { connect, constants } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo-pages/server/demo-server.ts';

let server: DemoServer;
beforeAll(async () => {
  server = await startDemoServer({ port: 0, http2: true });
});
afterAll(async () => {
  await server.close();
});

/** One GET over an HTTP/2 session that accepts the server's throwaway certificate. */
function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const session = connect(server.url, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ [constants.HTTP2_HEADER_PATH]: path });
    let status = 0;
    let body = '';
    stream.on('response', (headers) => {
      status = Number(headers[constants.HTTP2_HEADER_STATUS]);
    });
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      body += chunk;
    });
    stream.on('end', () => {
      session.close();
      resolve({ status, body });
    });
    stream.on('error', reject);
  });
}

describe('the demo server over HTTP/2 (the bench measures pages as a site over HTTPS serves them)', () => {
  it('listens on an https URL', () => {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('serves the same pages and the bundle over one HTTP/2 session', async () => {
    const page = await get('/profile.html');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<script type="module" src="/dist/widgets.js"></script>');
    const bundle = await get('/dist/widgets.js');
    expect(bundle.status).toBe(200);
    expect(bundle.body.length).toBeGreaterThan(1000);
  });

  it('closes with sessions still open', async () => {
    const other = await startDemoServer({ port: 0, http2: true });
    const session = connect(other.url, { rejectUnauthorized: false });
    await new Promise<void>((resolve) => session.once('connect', () => resolve()));
    await other.close();
    await new Promise<void>((resolve) => (session.closed ? resolve() : session.once('close', () => resolve())));
    expect(session.closed).toBe(true);
  });
});
