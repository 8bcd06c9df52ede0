// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFilterValues } from '../../demo-pages/server/pages/filter-values.ts';
import { parseCookieHeader } from '../../demo-pages/server/pages/request-cookies.ts';
import { useDemoServer } from './demo-harness.ts';

const demo = useDemoServer();
const PAGES = [
  ['/home.html', 'home'],
  ['/dancers.html', 'dancers'],
  ['/search.html', 'search'],
] as const;

async function page(path: string, cookie?: string): Promise<string> {
  const response = await demo.get(path, cookie ? { headers: { cookie } } : {});
  expect(response.status).toBe(200);
  return response.text();
}

const cookie = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;
const bodyTag = (html: string) => /<body[^>]*>/.exec(html)?.[0] ?? '';
const count = (html: string, text: string) => html.split(text).length - 1;

describe.each(PAGES)('the listing page %s', (path, kind) => {
  it('is HTML with the bundle tag once, its data-page, the grid class and the body widgets', async () => {
    const response = await demo.get(path);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(count(html, '<script type="module" src="/dist/widgets.js"></script>')).toBe(1);
    expect(bodyTag(html)).toBe(`<body data-page="${kind}" class="listing-items-grid" data-widget="page-state filter-hash machine-id">`);
    expect(html).toContain('<link rel="stylesheet" href="/listing.css">');
    expect(html).toContain('<script type="application/json" id="widgets-config">{"cookieDomain": ""}</script>');
  });

  it('has every widget root of LISTING-MARKUP.md', async () => {
    const html = await page(path);
    for (const name of ['mobile-left-nav', 'mobile-search', 'mobile-sidebar', 'language', 'dark-mode', 'safe-browsing']) {
      expect(count(html, `data-widget="switch" data-switch="${name}"`), name).toBe(1);
    }
    // The toolbar's button, and "Close filters" inside the bar (which covers the toolbar under 576px).
    expect(count(html, 'data-widget="switch" data-switch="filters"')).toBe(2);
    expect(html).toContain('data-widget="switch" data-switch="view" data-value="grid" aria-pressed="true"');
    expect(html).toContain('data-widget="switch" data-switch="view" data-value="list" aria-pressed="false"');
    expect(html).toContain('aria-controls="left-nav" aria-expanded="false"');
    expect(html).toContain('data-switch="mobile-search" aria-controls="header-search" aria-expanded="false"');
    expect(html).toContain('data-switch="mobile-sidebar" aria-controls="sidebar" aria-expanded="false"');
    expect(html).toContain('data-switch="filters" aria-controls="filters-panel" aria-expanded="false">Filters</button>');
    expect(html).toContain('data-switch="filters" aria-controls="filters-panel" aria-expanded="false">Close filters</button>');
    expect(html).toMatch(/<form id="header-search" class="header-search" action="\/search.html" method="get" role="search">\s*<div data-widget="search-suggestions">/);
    expect(html).toContain('<select id="sortby" class="custom-select custom-select-sm" data-widget="sort" data-cookie="sortby">');
    expect(html).toContain('<form id="filters-panel" class="filters-bar" data-widget="filter-form" aria-label="Filters">');
    expect(count(html, 'data-widget="price-quick-filter"')).toBe(1);
    expect(count(html, 'name="services"')).toBe(4);
    expect(count(html, 'name="profile_type"')).toBe(2);
    expect(count(html, 'data-profile-type-switch')).toBe(2);
    const slots = [...html.matchAll(/<div class="ad-slot ad-slot-(\d+x\d+)" data-widget="ad-slot" data-zone="(\d+)" data-size="\1"><\/div>/g)].map((m) => `${m[2]}:${m[1]}`);
    expect(slots).toEqual(['1001:728x90', '2001:320x100', '1002:728x90', '1003:950x250', '1004:250x250', '2002:320x100', '2003:320x100', '2004:320x250']);
    expect(html).toContain('<div data-widget="dialog-switch" class="dialog-switch">');
    expect(html).toMatch(/<div data-widget="age-check">\s*<dialog id="ageCheckModal" class="modal" role="dialog" aria-modal="true"/);
    expect(count(html, 'data-widget="sort" data-cookie="sortbyreviews"')).toBe(kind === 'dancers' ? 1 : 0);
  });

  it('lists the sixty profiles with generated thumbnails, every fourth one explicit', async () => {
    const html = await page(path);
    expect(count(html, '<li class="listing-card">')).toBe(60);
    expect(count(html, 'data-explicit')).toBe(15);
    expect(html).toMatch(/<img class="thumb" src="\/media\/thumb-60\.svg" alt="[^"]+, \d+, [^"]+" width="120" height="120" data-explicit>/);
  });

  it('has unique ids', async () => {
    const ids = [...(await page(path)).matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the listing pages reflect the cookies as the PHP templates do', () => {
  it('view_type, dark_mode and safe_browsing set the body classes and the switches pressed', async () => {
    const html = await page('/home.html', 'view_type=list; dark_mode=1; safe_browsing=1');
    expect(bodyTag(html)).toContain('class="listing-items-list dark-mode safe-browsing"');
    expect(html).toContain('data-switch="dark-mode" aria-pressed="true"');
    expect(html).toContain('data-switch="safe-browsing" aria-pressed="true"');
    expect(html).toContain('data-value="list" aria-pressed="true"');
    expect(html).toContain('data-value="grid" aria-pressed="false"');
  });

  it('ignores values that are not theirs', async () => {
    const html = await page('/home.html', 'view_type=tiles; dark_mode=yes; safe_browsing=0; userLang=xx; sortby=<b>');
    expect(bodyTag(html)).toContain('class="listing-items-grid"');
    expect(html).toContain('<option value="en" selected>English</option>');
    expect(html).toContain('<option value="newest" selected>Newest</option>');
  });

  it('sortby selects its option and orders the cards; userLang selects the language', async () => {
    const html = await page('/home.html', 'sortby=price_asc; userLang=de');
    expect(html).toContain('<option value="price_asc" selected>Price: low to high</option>');
    expect(html).toContain('<option value="de" selected>Deutsch</option>');
    const prices = [...html.matchAll(/\$(\d+)\/h/g)].map((m) => Number(m[1]));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('sortbyreviews selects its option on the dancers page', async () => {
    const html = await page('/dancers.html', 'sortbyreviews=rating');
    expect(html).toContain('<option value="rating" selected>Highest rated</option>');
  });

  it('the filters cookie prefills the form (repeated names as lists) and narrows the listing', async () => {
    const filters = { city: '1', services: ['dinner', 'travel'], incalls: '1', price_max: '200', age_min: '21', profile_type: 'independent' };
    const html = await page('/home.html', cookie('filters', JSON.stringify(filters)));
    expect(html).toContain('<option value="1" selected>Las Vegas</option>');
    expect(html).toMatch(/name="services" value="dinner" checked>/);
    expect(html).toMatch(/name="services" value="travel" checked>/);
    expect(html).toMatch(/name="services" value="parties">/);
    expect(html).toMatch(/name="incalls" value="1" checked>/);
    expect(html).toMatch(/name="outcalls" value="1">/);
    expect(html).toMatch(/name="price_max"[^>]* value="200">/);
    expect(html).toMatch(/name="age_min"[^>]* value="21">/);
    expect(html).toMatch(/name="profile_type" value="independent" data-profile-type-switch checked>/);
    expect(count(html, '<li class="listing-card">')).toBeLessThan(60);
    expect(html).toMatch(/Showing \d+ of 60 profiles\./);
  });

  it('a profile-type switch cookie checks its switch', async () => {
    const html = await page('/home.html', 'profile_type_agency=1');
    expect(html).toMatch(/name="profile_type" value="agency" data-profile-type-switch checked>/);
  });

  it.each([
    ['broken JSON', '{"city":'],
    ['a list', '["a"]'],
    ['a string', '"x"'],
    ['null', 'null'],
    ['nested objects and wrong types', '{"city":{"a":1},"services":[{"x":1},true],"price_max":"80; drop"}'],
  ])('a malformed filters cookie (%s) gives an empty form and all sixty profiles', async (_case, value) => {
    const html = await page('/home.html', cookie('filters', value));
    expect(count(html, ' checked>')).toBe(0);
    // Only the defaults: English and the newest first.
    expect(count(html, ' selected>')).toBe(2);
    expect(html).toMatch(/name="price_max"[^>]* value="">/);
    expect(count(html, '<li class="listing-card">')).toBe(60);
  });

  it('escapes everything it repeats from the request', async () => {
    const evil = '"><script>window.__canary=1</script>';
    const html = await page(`/search.html?term=${encodeURIComponent(evil)}`, cookie('filters', JSON.stringify({ price_max: evil, city: evil })));
    expect(html).not.toContain('<script>window.__canary');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;window.__canary=1&lt;/script&gt;"');
  });

  it('the search page narrows the listing to the term and says so', async () => {
    const html = await page('/search.html?term=London');
    expect(html).toContain('Search results for “London”');
    expect(html).toMatch(/Showing \d+ of 60 profiles\./);
    expect([...html.matchAll(/alt="[^"]+, \d+, ([^"]+)"/g)].every((m) => m[1] === 'London')).toBe(true);
  });
});

describe('parseCookieHeader', () => {
  it('decodes values as PHP does ("+" is a space), keeps the first of a repeated name, skips broken pairs', () => {
    const cookies = parseCookieHeader('a=1; b=x+y%21; a=2; broken=%E0%A4%A; novalue; =anon; c=');
    expect([...cookies]).toEqual([
      ['a', '1'],
      ['b', 'x y!'],
      ['c', ''],
    ]);
  });

  it('reads no header as no cookies', () => {
    expect(parseCookieHeader(undefined).size).toBe(0);
  });
});

describe('readFilterValues', () => {
  it('turns every field into a list of texts and drops what is not text or a number', () => {
    const values = readFilterValues('{"city":"1","services":["a",2,null,{"x":1}],"bad name":"x","obj":{"a":1},"n":80}');
    expect([...values]).toEqual([
      ['city', ['1']],
      ['services', ['a', '2']],
      ['n', ['80']],
    ]);
  });

  it('ignores a cookie longer than a browser keeps', () => {
    expect(readFilterValues(JSON.stringify({ a: 'x'.repeat(5000) })).size).toBe(0);
  });
});
