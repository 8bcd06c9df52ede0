import { escapeHtml } from '../http/escape-html.ts';
import { renderAgeCheck } from './render-age-check.ts';
import { renderFilterForm } from './listing-filter-form.ts';
import type { ListingKind } from './listing-kinds.ts';
import { listedProfiles, listProfiles } from './listing-profiles.ts';
import { adSlot, renderHelpBox, renderListing, renderReviews, renderToolbar } from './listing-sections.ts';
import { readListingSettings } from './listing-settings.ts';
import { renderSitePage } from './site-layout.ts';

/** What one listing page request brings: the page, the visitor's cookies and the search term. */
export interface ListingRequest {
  readonly kind: ListingKind;
  readonly cookies: ReadonlyMap<string, string>;
  /** `?term=` of the search page (the header search form's field); empty elsewhere. */
  readonly term: string;
}

const TITLES: Readonly<Record<ListingKind, string>> = {
  home: 'Featured profiles',
  dancers: 'Dancers',
  search: 'Search',
};

/**
 * The one template of the listing pages `/home.html`, `/dancers.html` and `/search.html`, with the
 * widget roots of LISTING-MARKUP.md. As the PHP templates do, it reflects the cookies: the body
 * classes follow `view_type`, `dark_mode` and `safe_browsing`, the sort selects `sortby` and
 * `sortbyreviews`, the filter form and the listing the `filters` cookie.
 */
export function renderListingPage({ kind, cookies, term }: ListingRequest): string {
  const settings = readListingSettings(cookies);
  const shownTerm = kind === 'search' ? term : '';
  const heading = kind === 'search' && shownTerm ? `Search results for “${escapeHtml(shownTerm)}”` : TITLES[kind];
  const shown = listProfiles({ ...settings, term: shownTerm });
  return renderSitePage({
    title: TITLES[kind],
    path: `/${kind}.html`,
    cookies,
    dataPage: kind,
    stylesheets: ['/listing.css'],
    bodyClasses: [settings.view === 'list' ? 'listing-items-list' : 'listing-items-grid'],
    bodyWidgets: 'page-state filter-hash machine-id',
    term: shownTerm,
    content: `<main id="main">
    <h1 class="listing-heading">${heading}</h1>
    ${adSlot(1001, '728x90')}
    ${adSlot(2001, '320x100')}
    ${renderToolbar(settings)}
    ${renderFilterForm(settings)}
    ${renderListing(shown, listedProfiles.length)}
    ${kind === 'dancers' ? renderReviews(settings) : ''}
    ${adSlot(1002, '728x90')}
    ${adSlot(1003, '950x250')}
    ${adSlot(1004, '250x250')}
    ${adSlot(2002, '320x100')}
    ${adSlot(2003, '320x100')}
    ${adSlot(2004, '320x250')}
    ${renderHelpBox()}
    ${renderAgeCheck()}
  </main>`,
  });
}
