import { escapeHtml } from '../http/escape-html.ts';
import { LANGUAGES, type ListingSettings } from './listing-settings.ts';
import type { ListingKind } from './listing-kinds.ts';

const pressed = (on: boolean) => String(on);

/**
 * The site header of the listing pages (LISTING-MARKUP.md): the mobile panel switches, the search
 * box with its suggestions root, the language, dark mode and safe browsing switches, each switch's
 * state as the cookies say.
 */
export function renderListingHeader(settings: ListingSettings, term: string): string {
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

const PAGES: readonly (readonly [ListingKind, string, string])[] = [
  ['home', '/home.html', 'Home'],
  ['dancers', '/dancers.html', 'Dancers'],
  ['search', '/search.html', 'Search'],
];

/** The category navigation (the mobile left nav) and the "More" sidebar. */
export function renderListingNavigation(kind: ListingKind): string {
  const links = PAGES.map(
    ([page, href, label]) => `<li class="nav-item"><a class="nav-link" href="${href}"${page === kind ? ' aria-current="page"' : ''}>${label}</a></li>`,
  ).join('\n      ');
  return `<nav id="left-nav" class="left-nav" aria-label="Categories">
    <h2 class="panel-title">Categories</h2>
    <ul class="nav flex-column">
      ${links}
      <li class="nav-item"><a class="nav-link" href="/search.html?term=Las+Vegas">Dancers in Las Vegas</a></li>
      <li class="nav-item"><a class="nav-link" href="/search.html?term=London">Dancers in London</a></li>
    </ul>
  </nav>
  <aside id="sidebar" class="sidebar" aria-label="More">
    <h2 class="panel-title">More</h2>
    <ul class="nav flex-column">
      <li class="nav-item"><a class="nav-link" href="/">All demo pages</a></li>
      <li class="nav-item"><a class="nav-link" href="/#qa-listing">QA: listing pages</a></li>
      <li class="nav-item"><a class="nav-link" href="/profile.html">A profile page</a></li>
    </ul>
  </aside>`;
}
