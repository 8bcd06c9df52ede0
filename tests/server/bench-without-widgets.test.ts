// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useDemoServer } from './demo-harness.ts';

const demo = useDemoServer();
const BUNDLE_TAG = '<script type="module" src="/dist/widgets.js"></script>';
const PAGES = ['/home.html', '/dancers.html', '/profile.html', '/add-profile.html', '/add-profile-agency.html', '/videoverify/'];

async function pageHtml(path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await demo.get(path, { headers });
  expect(response.status, path).toBe(200);
  return response.text();
}

describe("the bench's request for a page without the bundle", () => {
  it.each(PAGES)('%s comes without the bundle tag only when the bench header asks for it, and is otherwise the same page', async (path) => {
    const served = await pageHtml(path);
    const bare = await pageHtml(path, { 'X-Bench-Without-Widgets': '1' });
    expect(served).toContain(BUNDLE_TAG);
    expect(served).not.toContain('modulepreload');
    expect(bare).not.toContain('/dist/');
    expect(bare).toBe(served.replace(`\n  ${BUNDLE_TAG}`, ''));
  });

  it.each(PAGES)('%s asked with ?preload-hints=1 loses its preload hints with the bundle tag', async (path) => {
    const hinted = await pageHtml(`${path}?preload-hints=1`);
    const bare = await pageHtml(`${path}?preload-hints=1`, { 'X-Bench-Without-Widgets': '1' });
    expect(hinted).toMatch(/<link rel="modulepreload" href="\/dist\/[^"]+" integrity="sha384-[^"]+" fetchpriority="low">\n/);
    expect(bare).not.toContain('/dist/');
    expect(bare).toBe(hinted.replace(`\n  ${BUNDLE_TAG}`, '').replace(/<link rel="modulepreload" [^>]*>\n/g, ''));
  });

  it('ignores any other value of the header', async () => {
    expect(await pageHtml('/home.html', { 'X-Bench-Without-Widgets': 'yes' })).toContain(BUNDLE_TAG);
    expect(await pageHtml('/home.html', { 'X-Bench-Without-Widgets': 'hints' })).toContain(BUNDLE_TAG);
  });
});
