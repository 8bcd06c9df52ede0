// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useDemoServer } from './demo-harness.ts';
import { sampleCalls } from './sample-calls.ts';

const demo = useDemoServer();

describe.each(sampleCalls)('the fault outcomes of the reliability table for $kind', (sample) => {
  it('http-500 answers an HTML error page', async () => {
    await demo.scenario(sample.kind, 'http-500');
    const response = await sample.send(demo);
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<h1>Internal Server Error</h1>');
  });

  it('extra-fields answers the normal answer with an unexpected extra, once', async () => {
    await demo.scenario(sample.kind, 'extra-fields');
    const response = await sample.send(demo);
    const body = await response.text();
    expect(response.status).toBe(200);
    const type = response.headers.get('content-type') ?? '';
    if (type.startsWith('application/json')) expect(body).toContain('"debug_trace":{');
    else if (type.startsWith('text/html') && body !== '') expect(body).toContain('data-debug-trace="web-3"');
    else expect(body.endsWith('\n')).toBe(true);
    const next = await (await sample.send(demo)).text();
    expect(sample.isNormal(next)).toBe(true);
  });

  it('very-slow holds the normal answer until POST /__release lets it go', async () => {
    await demo.scenario(sample.kind, 'very-slow');
    let answered = false;
    const pending = sample.send(demo).then(async (response) => {
      answered = true;
      return { status: response.status, body: await response.text() };
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    const released = await demo.get('/__release', { method: 'POST' });
    expect(released.status).toBe(204);
    const { status, body } = await pending;
    expect(status).toBe(200);
    expect(sample.isNormal(body)).toBe(true);
  });
});

describe('very-slow', () => {
  it('lets go only the answers held when released: a later call is held again', async () => {
    const sample = sampleCalls[0]!;
    await demo.scenario(sample.kind, 'very-slow', true);
    const first = sample.send(demo);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await demo.get('/__release', { method: 'POST' });
    expect((await first).status).toBe(200);
    let answered = false;
    const second = sample.send(demo).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    await demo.get('/__release', { method: 'POST' });
    expect((await second).status).toBe(200);
  });
});
