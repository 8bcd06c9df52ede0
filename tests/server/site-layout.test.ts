// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useDemoServer } from './demo-harness.ts';

const demo = useDemoServer();
const SITE_PAGES = ['/home.html', '/dancers.html', '/search.html', '/profile.html', '/profile-no-video.html', '/add-profile.html', '/add-profile-agency.html', '/videoverify/'];
const SWITCHES = ['mobile-left-nav', 'mobile-search', 'mobile-sidebar', 'language', 'dark-mode', 'safe-browsing'];

async function page(path: string, cookie?: string): Promise<string> {
  const response = await demo.get(path, cookie ? { headers: { cookie } } : {});
  expect(response.status, path).toBe(200);
  expect(response.headers.get('vary'), path).toMatch(/^Cookie(, Accept-Encoding)?$/);
  return response.text();
}

const bodyTag = (html: string) => /<body[^>]*>/.exec(html)?.[0] ?? '';
const header = (html: string) => /<header class="site-header">[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';

describe('the site layout', () => {
  it.each(SITE_PAGES)('%s has the one site header with every global switch, the search box, the panels and site.css', async (path) => {
    const html = await page(path);
    for (const name of SWITCHES) expect(header(html), name).toContain(`data-widget="switch" data-switch="${name}"`);
    expect(header(html)).toContain('<div data-widget="search-suggestions">');
    expect(html).toContain('<nav id="left-nav" class="left-nav" aria-label="Categories">');
    expect(html).toContain('<aside id="sidebar" class="sidebar" aria-label="More">');
    expect(html).toContain('<a class="sr-only sr-only-focusable skip-link" href="#main">Skip to content</a>');
    expect(html).toContain('<link rel="stylesheet" href="/site.css">');
    expect(html).toContain('<main');
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('renders the same header on every page for the same cookies', async () => {
    const cookie = 'dark_mode=1; safe_browsing=1; userLang=de';
    const headers = new Set(await Promise.all(SITE_PAGES.map(async (path) => header(await page(path, `${cookie}; x=${path}`)))));
    expect(headers.size).toBe(1);
    const [shared] = headers;
    expect(shared).toContain('data-switch="dark-mode" aria-pressed="true"');
    expect(shared).toContain('data-switch="safe-browsing" aria-pressed="true"');
    expect(shared).toContain('<option value="de" selected>Deutsch</option>');
  });

  it.each(SITE_PAGES)('%s carries dark-mode and safe-browsing on the body while their cookies are 1, and neither without', async (path) => {
    expect(bodyTag(await page(path, 'dark_mode=1; safe_browsing=1'))).toMatch(/class="[^"]*\bdark-mode safe-browsing"/);
    const plain = bodyTag(await page(path, 'dark_mode=0'));
    expect(plain).not.toContain('dark-mode');
    expect(plain).not.toContain('safe-browsing');
  });

  it('marks the current page in the panels', async () => {
    expect(await page('/add-profile.html')).toContain('<a class="nav-link" href="/add-profile.html" aria-current="page">');
    expect(await page('/profile.html')).toContain('<a class="nav-link" href="/profile.html" aria-current="page">');
  });

  it('gives /videoverify/ inside the add-profile frame no header and no panels, but the cookies\' body classes', async () => {
    const html = await page('/videoverify/?iframeFrom=add-profile', 'dark_mode=1');
    expect(html).not.toContain('<header');
    expect(html).not.toContain('id="left-nav"');
    expect(html).not.toContain('id="sidebar"');
    expect(html).not.toContain('data-widget="switch"');
    expect(bodyTag(html)).toBe('<body class="videoverify-framed dark-mode">');
    expect(html).toContain('<h1>Video verification</h1>');
    expect(html.split('<script type="module" src="/dist/widgets.js"></script>')).toHaveLength(2);
  });

  it('gives /videoverify/ with any other iframeFrom the whole layout', async () => {
    expect(header(await page('/videoverify/?iframeFrom=elsewhere'))).toContain('data-switch="dark-mode"');
  });

  it('serves site.css as CSS', async () => {
    const response = await demo.get('/site.css');
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await response.text()).toContain('.dark-mode');
  });
});
