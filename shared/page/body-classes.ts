/**
 * The body classes of the public contract (spec §4, CONTRACT.md), each spelled once: templates and
 * the site's CSS key on them, and the switch and page-state widgets set them.
 */
export const bodyClasses = {
  grid: 'listing-items-grid',
  list: 'listing-items-list',
  mobileSidebar: 'mobile-sidebar-active',
  mobileSearch: 'mobile-search-active',
  mobileLeftNav: 'mobile-col-left-nav-active',
  filters: 'filters-active',
  documentScrolled: 'document-scrolled',
  darkMode: 'dark-mode',
  safeBrowsing: 'safe-browsing',
} as const;

/** The body class each on/off switch sets (mobile panels: see mobile-panels.ts). */
export const switchBodyClasses = {
  'dark-mode': bodyClasses.darkMode,
  'safe-browsing': bodyClasses.safeBrowsing,
  filters: bodyClasses.filters,
} as const;

/** The two listing views, as `data-value` of the view switch and in the `view_type` cookie. */
export type ListingView = 'grid' | 'list';

/** One of the contract's body classes. */
export type BodyClass = (typeof bodyClasses)[keyof typeof bodyClasses];

/** Tells whether the body carries `name`. */
export function hasBodyClass(name: BodyClass): boolean {
  return document.body.classList.contains(name);
}

/** Adds or removes `name` on the body; returns whether that changed anything. */
export function setBodyClass(name: BodyClass, on: boolean): boolean {
  if (hasBodyClass(name) === on) return false;
  document.body.classList.toggle(name, on);
  return true;
}

/** The view the body shows: a page rendered with neither class shows the grid. */
export function currentListingView(): ListingView {
  return hasBodyClass(bodyClasses.list) ? 'list' : 'grid';
}

/**
 * Calls `onChange` whenever the body's class attribute changes, whoever changed it (a widget, the
 * template's own script); returns the function that stops watching.
 */
export function observeBodyClasses(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
