// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startDemoServer } from '../../demo-pages/server/demo-server.ts';
import { AJAX_FORM_HEADERS, useDemoServer } from './demo-harness.ts';

const demo = useDemoServer();

async function pending(): Promise<unknown> {
  return (await demo.get('/__scenario')).json();
}

describe('the scenario endpoint', () => {
  it('lists pending scenarios; a one-shot one is used up by the next call', async () => {
    await demo.scenario('favorite', 'http-500');
    expect(await pending()).toEqual([{ call: 'favorite', outcome: 'http-500', sticky: false }]);
    await demo.post('/profile.html', { follow: '1', dancer_id: '1' });
    expect(await pending()).toEqual([]);
  });

  it('keeps a sticky scenario until it is cleared, one kind or all', async () => {
    await demo.scenario('favorite', 'http-403', true);
    await demo.scenario('claim', 'http-500', true);
    for (let index = 0; index < 3; index += 1) {
      expect((await demo.post('/profile.html', { follow: '1', dancer_id: '1' })).status).toBe(403);
    }
    await demo.get('/__scenario?call=favorite', { method: 'DELETE' });
    expect(await pending()).toEqual([{ call: 'claim', outcome: 'http-500', sticky: true }]);
    expect((await demo.post('/profile.html', { follow: '1', dancer_id: '1' })).status).toBe(200);
    await demo.get('/__scenario', { method: 'DELETE' });
    expect(await pending()).toEqual([]);
  });

  it('accepts the HTML form and redirects back to the Referer path with 303', async () => {
    const response = await demo.get('/__scenario', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: `${demo.origin()}/profile.html?x=1` },
      body: 'call=share&outcome=timeout&sticky=1',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/profile.html?x=1');
    expect(await pending()).toEqual([{ call: 'share', outcome: 'timeout', sticky: true }]);
    const cleared = await demo.get('/__scenario', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: 'http://elsewhere.example//evil.example/' },
      body: 'call=share&outcome=ok&action=clear',
      redirect: 'manual',
    });
    expect(cleared.headers.get('location')).toBe('/evil.example/');
    expect(await pending()).toEqual([]);
  });

  it('refuses unknown calls and outcomes with 400', async () => {
    for (const body of [{ call: 'nope', outcome: 'ok' }, { call: 'favorite', outcome: 'explode' }, {}]) {
      const response = await demo.get('/__scenario', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      expect(response.status).toBe(400);
    }
    const broken = await demo.get('/__scenario', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' });
    expect(broken.status).toBe(400);
    expect((await demo.get('/__scenario', { method: 'PUT' })).status).toBe(405);
  });

  it('is not used up by a request the backend refuses before running it', async () => {
    await demo.scenario('favorite', 'http-500');
    const refused = await demo.post('/profile.html', 'follow=1&dancer_id=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(refused.status).toBe(400);
    expect((await demo.post('/profile.html', { follow: '1', dancer_id: '1' })).status).toBe(500);
  });
});

describe('closing the server', () => {
  it('does not wait for a call held by the timeout outcome', async () => {
    const server = await startDemoServer({ port: 0 });
    await fetch(`${server.url}__scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ call: 'favorite', outcome: 'timeout' }),
    });
    const held = fetch(`${server.url}profile.html`, { method: 'POST', headers: AJAX_FORM_HEADERS, body: 'follow=1&dancer_id=1' });
    const settled = held.then(
      () => 'answered',
      () => 'failed',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await settled).toBe('failed');
  });
});
