// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { respondSafely } from '../../demo-pages/server/http/respond-safely.ts';
import { sendText } from '../../demo-pages/server/http/respond.ts';
import { useDemoServer } from './demo-harness.ts';

const demo = useDemoServer();

describe('respondSafely', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  it('turns a thrown error into a logged 500 and keeps serving', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server = createServer((request, response) => {
      void respondSafely(request, response, async (_req, res) => {
        calls += 1;
        if (calls === 1) throw new Error('boom');
        sendText(res, 200, 'fine');
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const failed = await fetch(url);
    expect(failed.status).toBe(500);
    expect(await failed.text()).toBe('Internal Server Error');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain('GET / failed');
    expect(await (await fetch(url)).text()).toBe('fine');
  });
});

describe('the demo server under bad input', () => {
  it('answers 413 for an oversized body and keeps serving', async () => {
    const response = await demo.post('/profile.html', `reply_text=${'a'.repeat(300 * 1024)}`);
    expect(response.status).toBe(413);
    expect((await demo.get('/profile.html')).status).toBe(200);
  });

  it('answers 400 for a body that is not urlencoded', async () => {
    const response = await demo.post('/profile.html', JSON.stringify({ follow: 1 }), {
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/x-www-form-urlencoded/);
  });

  it('answers 405 with Allow for a wrong method on a backend path', async () => {
    for (const path of ['/ajax/geo_zones.php', '/controller/ajax/change_agency_info.php', '/controller/ajax/phone_reports.php']) {
      const response = await demo.get(path);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });
});
