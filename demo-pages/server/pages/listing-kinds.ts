/** The listing pages by path, each with its `data-page` (CONTRACT.md, "The demo site"). */
export const LISTING_PAGES = {
  '/home.html': 'home',
  '/dancers.html': 'dancers',
  '/search.html': 'search',
} as const;

/** A listing page's `data-page`. */
export type ListingKind = (typeof LISTING_PAGES)[keyof typeof LISTING_PAGES];

/** The listing page served at `path`, or null. */
export function listingKindOf(path: string): ListingKind | null {
  return Object.hasOwn(LISTING_PAGES, path) ? LISTING_PAGES[path as keyof typeof LISTING_PAGES] : null;
}
