// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CALL_KINDS } from '../../demo-pages/server/backend/call-kinds.ts';
import { useDemoServer } from './demo-harness.ts';
import { sampleCalls } from './sample-calls.ts';

const demo = useDemoServer();
const PHP_FATAL = '<br />\n<b>Fatal error</b>: Uncaught Error in /var/www/site.php';
/** Kinds whose answers are the STATUS/MESSAGE/CODE form answer or JSON, so their error branches are STATUS errors. */
const STATUS_KINDS = new Set(['claim', 'share', 'reply', 'report', 'shortUrl', 'suggestions', 'videoUpload']);

describe('sample calls', () => {
  it('cover every call kind', () => {
    expect(sampleCalls.map((sample) => sample.kind).sort()).toEqual([...CALL_KINDS].sort());
  });
});

describe.each(sampleCalls)('scenarios for $kind', (sample) => {
  it('ok answers normally', async () => {
    await demo.scenario(sample.kind, 'ok');
    const response = await sample.send(demo);
    expect(response.status).toBe(200);
    expect(sample.isNormal(await response.text())).toBe(true);
  });

  it('http-500 and http-403 answer those statuses, once each', async () => {
    await demo.scenario(sample.kind, 'http-500');
    expect((await sample.send(demo)).status).toBe(500);
    await demo.scenario(sample.kind, 'http-403');
    expect((await sample.send(demo)).status).toBe(403);
    const next = await sample.send(demo);
    expect(next.status).toBe(200);
    expect(sample.isNormal(await next.text())).toBe(true);
  });

  it('malformed answers the PHP fatal error with status 200', async () => {
    await demo.scenario(sample.kind, 'malformed');
    const response = await sample.send(demo);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(PHP_FATAL);
  });

  it('network drops the connection, so the fetch fails', async () => {
    await demo.scenario(sample.kind, 'network');
    await expect(sample.send(demo)).rejects.toThrow(TypeError);
  });

  it('timeout holds the call until the client gives up', async () => {
    await demo.scenario(sample.kind, 'timeout');
    const started = Date.now();
    await expect(sample.send(demo, { signal: AbortSignal.timeout(300) })).rejects.toThrow(/abort|timeout/i);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('error-message and error-list answer the documented error branches', async () => {
    await demo.scenario(sample.kind, 'error-message');
    const message = await (await sample.send(demo)).text();
    await demo.scenario(sample.kind, 'error-list');
    const list = await (await sample.send(demo)).text();
    expect(sample.isNormal(message)).toBe(false);
    expect(sample.isNormal(list)).toBe(false);
    if (STATUS_KINDS.has(sample.kind)) {
      const single = JSON.parse(message) as { STATUS: string; MESSAGE: unknown };
      expect(single.STATUS).toBe('error');
      expect(typeof single.MESSAGE).toBe('string');
      const several = JSON.parse(list) as { STATUS: string; MESSAGE: unknown[]; CODE: unknown[] };
      expect(several.STATUS).toBe('error');
      expect(several.MESSAGE).toHaveLength(2);
      expect(several.CODE).toHaveLength(2);
    }
  });
});

describe('error answers of the plain-text and HTML calls', () => {
  const send = (kind: string) => {
    const sample = sampleCalls.find((item) => item.kind === kind);
    if (!sample) throw new Error(`no sample for ${kind}`);
    return async () => (await sample.send(demo)).text();
  };

  it('agencyInfo answers agency_name_exist and agency_phone_exist', async () => {
    await demo.scenario('agencyInfo', 'error-message');
    expect(await send('agencyInfo')()).toBe('agency_name_exist');
    await demo.scenario('agencyInfo', 'error-list');
    expect(await send('agencyInfo')()).toBe('agency_phone_exist');
  });

  it('claim error-list names real fields as CODE', async () => {
    await demo.scenario('claim', 'error-list');
    expect(JSON.parse(await send('claim')())).toMatchObject({ CODE: ['name', 'visitor'] });
  });

  it('geoAreas error-list is an empty answer, favorite error answers are STATUS errors', async () => {
    await demo.scenario('geoAreas', 'error-list');
    expect(await send('geoAreas')()).toBe('');
    await demo.scenario('favorite', 'error-message');
    expect(JSON.parse(await send('favorite')())).toEqual({ STATUS: 'error', MESSAGE: 'Please log in to save favorites.' });
    await demo.scenario('favorite', 'error-list');
    expect(JSON.parse(await send('favorite')())).toMatchObject({ STATUS: 'error', CODE: ['dancer_id', 'follow'] });
  });
});

describe('the slow outcome', () => {
  it('answers normally after 2 s', async () => {
    await demo.scenario('favorite', 'slow');
    const started = Date.now();
    const response = await demo.post('/profile.html', { follow: '1', dancer_id: '5' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(await response.text()).toBe('1');
  });
});
