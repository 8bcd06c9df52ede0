// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LoggedRequest } from '../../demo-pages/server/backend/request-log.ts';
import { useDemoServer } from './demo-harness.ts';

const demo = useDemoServer();

async function logged(): Promise<LoggedRequest[]> {
  return (await (await demo.get('/__requests')).json()) as LoggedRequest[];
}

describe('GET /__requests', () => {
  it('lists backend calls newest last with method, path, query, call, fields and headers', async () => {
    await demo.post('/profile.html?lang=en', { follow: '1', dancer_id: '42' });
    await demo.get('/search_suggestions?term=ann');
    const [favorite, suggestions, ...rest] = await logged();
    expect(rest).toEqual([]);
    expect(favorite).toMatchObject({
      method: 'POST',
      path: '/profile.html',
      query: { lang: 'en' },
      call: 'favorite',
      fields: { follow: '1', dancer_id: '42' },
      headers: { contentType: 'application/x-www-form-urlencoded; charset=UTF-8', xRequestedWith: 'XMLHttpRequest' },
      scenario: null,
    });
    expect(Number.isNaN(Date.parse(favorite?.time ?? ''))).toBe(false);
    expect(suggestions).toMatchObject({ method: 'GET', path: '/search_suggestions', query: { term: 'ann' }, call: 'suggestions', fields: {} });
  });

  it('keeps repeated field names as lists and records the scenario applied', async () => {
    await demo.scenario('report', 'http-500');
    await demo.post('/controller/ajax/phone_reports.php?id=3', 'issue=1&issue=4');
    const [entry] = await logged();
    expect(entry).toMatchObject({ call: 'report', fields: { issue: ['1', '4'] }, scenario: 'http-500' });
  });

  it('logs refused calls too: a missing X-Requested-With, a wrong method, fields that name no call', async () => {
    await demo.post('/profile.html', 'follow=1&dancer_id=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    await demo.get('/controller/ajax/phone_reports.php?id=1');
    await demo.post('/profile.html', { nothing: '1' });
    const entries = await logged();
    expect(entries.map((entry) => [entry.call, entry.headers.xRequestedWith])).toEqual([
      ['favorite', null],
      ['report', null],
      [null, 'XMLHttpRequest'],
    ]);
  });

  it('does not log static files, pages, media or the QA endpoints', async () => {
    for (const path of ['/', '/profile.html', '/dist/widgets.js', '/media/photo-1.svg', '/__scenario', '/__state', '/ad-frame.html']) {
      await demo.get(path);
    }
    expect(await logged()).toEqual([]);
  });
});

describe('DELETE /__requests and POST /__reset', () => {
  it('DELETE /__requests forgets the calls', async () => {
    await demo.post('/profile.html', { getShortUrl: '1' });
    expect(await logged()).toHaveLength(1);
    expect((await demo.get('/__requests', { method: 'DELETE' })).status).toBe(200);
    expect(await logged()).toEqual([]);
  });

  it('POST /__reset forgets favorites, scenarios, requests and the saved agency', async () => {
    await demo.post('/profile.html', { follow: '1', dancer_id: '42' });
    await demo.post('/controller/ajax/change_agency_info.php', { agency_name: 'Night Owls', agency_phone: '1' });
    await demo.scenario('claim', 'http-500', true);
    const reset = await demo.get('/__reset', { method: 'POST' });
    expect(reset.status).toBe(204);
    expect(await logged()).toEqual([]);
    expect(await (await demo.get('/__scenario')).json()).toEqual([]);
    expect(await (await demo.get('/__state')).json()).toEqual({ favorites: [], agency: null, shortLinks: {}, videoUploads: [] });
    // The favorite starts over: the first toggle adds it again.
    expect(await (await demo.post('/profile.html', { follow: '1', dancer_id: '42' })).text()).toBe('1');
    expect((await demo.get('/__reset')).status).toBe(405);
  });
});
