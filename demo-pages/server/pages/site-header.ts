import { escapeHtml } from '../http/escape-html.ts';
import { LANGUAGES, type SiteSettings } from './site-settings.ts';

const pressed = (on: boolean) => String(on);

/**
 * The one site header of every demo page (LISTING-MARKUP.md): the mobile panel switches, the
 * search box with its suggestions root, the language, dark mode and safe browsing switches, each
 * switch's state as the cookies say. `term` prefills the search box (the search page's term).
 */
export function renderSiteHeader(settings: SiteSettings, term: string): string {
  const languages = LANGUAGES.map(
    ([code, name]) => `<option value="${code}"${code === settings.language ? ' selected' : ''}>${name}</option>`,
  ).join('');
  return `<header class="site-header">
    <button type="button" class="btn btn-outline-light btn-sm mobile-panel-toggle" data-widget="switch" data-switch="mobile-left-nav"
            aria-controls="left-nav" aria-expanded="false">Menu</button>
    <a class="brand" href="/">Directory</a>
    <form id="header-search" class="header-search" action="/search.html" method="get" role="search">
      <div data-widget="search-suggestions">
        <label for="header-search-input" class="sr-only">Search profiles</label>
        <input id="header-search-input" type="search" name="term" class="form-control form-control-sm" autocomplete="off" placeholder="Search" value="${escapeHtml(term)}">
      </div>
      <button type="submit" class="btn btn-primary btn-sm">Search</button>
    </form>
    <button type="button" class="btn btn-outline-light btn-sm mobile-search-toggle" data-widget="switch" data-switch="mobile-search" aria-controls="header-search" aria-expanded="false">Search</button>
    <button type="button" class="btn btn-outline-light btn-sm mobile-panel-toggle" data-widget="switch" data-switch="mobile-sidebar" aria-controls="sidebar" aria-expanded="false">More</button>
    <div class="header-settings">
      <label for="language-select" class="sr-only">Language</label>
      <select id="language-select" class="custom-select custom-select-sm" data-widget="switch" data-switch="language">
        ${languages}
      </select>
      <button type="button" class="btn btn-outline-light btn-sm" data-widget="switch" data-switch="dark-mode" aria-pressed="${pressed(settings.darkMode)}">Dark mode</button>
      <button type="button" class="btn btn-outline-light btn-sm" data-widget="switch" data-switch="safe-browsing" aria-pressed="${pressed(settings.safeBrowsing)}">Safe browsing</button>
    </div>
  </header>`;
}

/** The category links of the left nav, by path. */
const CATEGORIES: readonly (readonly [string, string])[] = [
  ['/home.html', 'Home'],
  ['/dancers.html', 'Dancers'],
  ['/search.html', 'Search'],
];

/** The "More" sidebar's links, by path: every kind of demo page. */
const MORE_LINKS: readonly (readonly [string, string])[] = [
  ['/', 'All demo pages'],
  ['/#qa-listing', 'QA: listing pages'],
  ['/profile.html', 'A profile page'],
  ['/profile-no-video.html', 'A profile without videos'],
  ['/add-profile.html', 'Add a profile'],
  ['/add-profile-agency.html', 'Add a profile (agency)'],
  ['/videoverify/', 'Video verification'],
];

const links = (list: readonly (readonly [string, string])[], current: string) =>
  list
    .map(([href, label]) => `<li class="nav-item"><a class="nav-link" href="${href}"${href === current ? ' aria-current="page"' : ''}>${label}</a></li>`)
    .join('\n      ');

/**
 * The category navigation (the mobile left nav) and the "More" sidebar, the panels the header's
 * "Menu" and "More" switches open; `current` is the page's path, marked with `aria-current`.
 */
export function renderSiteNavigation(current: string): string {
  return `<nav id="left-nav" class="left-nav" aria-label="Categories">
    <h2 class="panel-title">Categories</h2>
    <ul class="nav flex-column">
      ${links(CATEGORIES, current)}
      <li class="nav-item"><a class="nav-link" href="/search.html?term=Las+Vegas">Dancers in Las Vegas</a></li>
      <li class="nav-item"><a class="nav-link" href="/search.html?term=London">Dancers in London</a></li>
    </ul>
  </nav>
  <aside id="sidebar" class="sidebar" aria-label="More">
    <h2 class="panel-title">More</h2>
    <ul class="nav flex-column">
      ${links(MORE_LINKS, current)}
    </ul>
  </aside>`;
}
