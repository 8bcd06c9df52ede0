// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formAnswer, useDemoServer } from './demo-harness.ts';

const demo = useDemoServer();
const REPORT = '/controller/ajax/phone_reports.php';
const GEO = '/ajax/geo_zones.php';
const AGENCY = '/controller/ajax/change_agency_info.php';

interface Suggestion {
  value: string;
  label: string;
  label_info: string;
  details: string;
  url: string;
  thumb: string;
  category: string;
}

describe('report (phone_reports.php?id=N[&type=2])', () => {
  it('answers STATUS success for issues 1..4 sent as the spec says', async () => {
    for (const [query, fields] of [
      ['?id=42', { issue: '1' }],
      ['?id=42&type=2', { issue: '2' }],
      ['?id=42', { issue: '3', other: '+44 161 555 0199' }],
      ['?id=42', { issue: '4', other: 'The number belongs to someone else' }],
    ] as const) {
      const answer = await formAnswer(await demo.post(`${REPORT}${query}`, fields));
      expect(answer).toEqual({ STATUS: 'success', MESSAGE: 'Thank you, your report has been sent.' });
    }
  });

  it('answers STATUS error for no issue, a missing phone or reason, a type mismatch and a bad id', async () => {
    expect(await formAnswer(await demo.post(`${REPORT}?id=42`, {}))).toEqual({
      STATUS: 'error',
      MESSAGE: ["You haven't checked any issue!"],
      CODE: ['issue'],
    });
    expect((await formAnswer(await demo.post(`${REPORT}?id=42`, { issue: '3', other: ' ' }))).CODE).toEqual(['other']);
    expect((await formAnswer(await demo.post(`${REPORT}?id=42`, { issue: '4' }))).CODE).toEqual(['other']);
    expect((await formAnswer(await demo.post(`${REPORT}?id=42`, { issue: '5' }))).CODE).toEqual(['issue']);
    expect((await formAnswer(await demo.post(`${REPORT}?id=42`, { issue: '2' }))).STATUS).toBe('error');
    expect((await formAnswer(await demo.post(`${REPORT}?id=42&type=2`, { issue: '1' }))).STATUS).toBe('error');
    expect((await formAnswer(await demo.post(`${REPORT}?id=abc`, { issue: '1' }))).STATUS).toBe('error');
  });
});

describe('geo zones', () => {
  it('answers the cities of a country as option markup, escaped, with a placeholder', async () => {
    const response = await demo.post(GEO, { get: 'cities', country_id: '124' });
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html.split('\n')[0]).toBe('<option value="">Select city</option>');
    expect(html).toContain('<option value="10">Toronto</option>');
    expect(html).toContain('<option value="12">St. John&#39;s</option>');
  });

  it('uses the advanced-search placeholder with select_advanced_search=1', async () => {
    const html = await (await demo.post(GEO, { get: 'cities', country_id: '818', select_advanced_search: '1' })).text();
    expect(html).toMatch(/^<option value="">All cities<\/option>/);
    expect(html).toContain('<option value="1">Las Vegas</option>');
  });

  it('answers clubs as option markup', async () => {
    const html = await (await demo.post(GEO, { get: 'clubs', city_id: '11' })).text();
    expect(html).toContain('<option value="1011">Café &amp; Cabaret</option>');
  });

  it('answers areas for country 818 city 1, and an empty string for a city without areas', async () => {
    const areas = await (await demo.post(GEO, { get: 'cities_area', city_id: '1' })).text();
    expect(areas).toContain('<option value="101">The Strip</option>');
    expect(await (await demo.post(GEO, { get: 'cities_area', city_id: '2' })).text()).toBe('');
    expect(await (await demo.post(GEO, { get: 'cities_area', city_id: '9999' })).text()).toBe('');
  });

  it('answers 400 for a missing id or an unknown get', async () => {
    expect((await demo.post(GEO, { get: 'cities' })).status).toBe(400);
    expect((await demo.post(GEO, { get: 'clubs', city_id: 'x' })).status).toBe(400);
    expect((await demo.post(GEO, { get: 'planets' })).status).toBe(400);
  });
});

describe('agency info (change_agency_info.php)', () => {
  it('answers ok and saves the details', async () => {
    const response = await demo.post(AGENCY, { agency_name: 'Night Owls', agency_phone: '0161 555 0123' });
    expect(await response.text()).toBe('ok');
    const state = (await (await demo.get('/__state')).json()) as { agency: unknown };
    expect(state.agency).toEqual({ name: 'Night Owls', phone: '0161 555 0123' });
  });

  it('answers agency_name_exist for the taken name in any case, agency_phone_exist for the taken phone', async () => {
    expect(await (await demo.post(AGENCY, { agency_name: 'TAKEN agency', agency_phone: '123' })).text()).toBe('agency_name_exist');
    expect(await (await demo.post(AGENCY, { agency_name: 'Free Agency', agency_phone: '555-000-0000' })).text()).toBe(
      'agency_phone_exist',
    );
  });

  it('answers 400 for a name breaking the spec rule or an empty phone', async () => {
    for (const fields of [
      { agency_name: 'abc', agency_phone: '1' },
      { agency_name: 'Bad_Name!', agency_phone: '1' },
      { agency_name: 'x'.repeat(33), agency_phone: '1' },
      { agency_name: 'Good Name', agency_phone: '' },
    ]) {
      expect((await demo.post(AGENCY, fields)).status).toBe(400);
    }
  });
});

describe('search suggestions (GET /search_suggestions?term=TEXT)', () => {
  const suggest = async (term: string, init?: RequestInit) =>
    (await (await demo.get(`/search_suggestions?term=${encodeURIComponent(term)}`, init)).json()) as Suggestion[];

  it('answers items with every field of the spec, profiles and cities', async () => {
    const items = await suggest('ann');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['category', 'details', 'label', 'label_info', 'thumb', 'url', 'value']);
      expect(item.label.toLowerCase()).toContain('ann');
    }
    expect(items.some((item) => item.category === 'Profiles')).toBe(true);
    expect((await suggest('lon')).some((item) => item.category === 'Cities' && item.label === 'London')).toBe(true);
  });

  it('answers [] for zzz and for terms under 3 characters', async () => {
    expect(await suggest('zzz')).toEqual([]);
    expect(await suggest('an')).toEqual([]);
  });

  it('answers hostile items for a term containing evil', async () => {
    const items = await suggest('evil');
    expect(items.some((item) => item.label.includes('<img src=x onerror=window.__canary=1>'))).toBe(true);
    expect(items.some((item) => item.url === 'javascript:window.__canary=1')).toBe(true);
  });

  it('answers a term containing slow after 2 s, and the call can be cancelled', async () => {
    const started = Date.now();
    const items = await suggest('slowlun');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(items.every((item) => item.label.toLowerCase().includes('lun'))).toBe(true);
    await expect(suggest('slow', { signal: AbortSignal.timeout(200) })).rejects.toThrow();
  });

  it('answers 400 without a term and 405 for a POST', async () => {
    expect((await demo.get('/search_suggestions')).status).toBe(400);
    const post = await demo.post('/search_suggestions', { term: 'ann' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
  });
});
