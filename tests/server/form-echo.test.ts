// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FORM_ECHO_PATH } from '../../demo-pages/server/qa/form-echo-endpoint.ts';
import { useDemoServer } from './demo-harness.ts';

const demo = useDemoServer();

/** The field rows of an echo page, as [name, value] pairs. */
function echoedFields(html: string): string[][] {
  return [...html.matchAll(/<tr><th scope="row"><code>(.*?)<\/code><\/th><td><code>(.*?)<\/code><\/td><\/tr>/g)].map(([, name, value]) => [name ?? '', value ?? '']);
}

describe(`${FORM_ECHO_PATH}, where the index page's QA form posts`, () => {
  it('answers a plain form post with a page listing every field in order, repeated names included', async () => {
    const response = await demo.post(FORM_ECHO_PATH, 'rating=4&rating_punctuality=3&comment=Great+show&rating=5', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<h1>Form received</h1>');
    expect(html).toContain('The fields the form sent (POST), in order');
    expect(echoedFields(html)).toEqual([
      ['rating', '4'],
      ['rating_punctuality', '3'],
      ['comment', 'Great show'],
      ['rating', '5'],
    ]);
  });

  it('lists a GET query the same way, and says when nothing was sent', async () => {
    expect(echoedFields(await (await demo.get(`${FORM_ECHO_PATH}?rating=0`)).text())).toEqual([['rating', '0']]);
    expect(await (await demo.get(FORM_ECHO_PATH)).text()).toContain('<td colspan="2">No fields.</td>');
  });

  it('shows what was sent as text, never as markup', async () => {
    const html = await (await demo.post(FORM_ECHO_PATH, { '<b>name</b>': '<script>alert(1)</script>' })).text();

    expect(html).not.toContain('<script>alert');
    expect(echoedFields(html)).toEqual([['&lt;b&gt;name&lt;/b&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;']]);
  });

  it('refuses other methods and bodies that are not an urlencoded form', async () => {
    const put = await demo.get(FORM_ECHO_PATH, { method: 'PUT', body: 'rating=1' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
    const json = await demo.post(FORM_ECHO_PATH, '{"rating":"1"}', { headers: { 'Content-Type': 'application/json' } });
    expect(json.status).toBe(415);
  });
});
