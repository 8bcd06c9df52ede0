/**
 * The add-profile demo pages by path (CONTRACT.md, "The demo site"): `open` has no agency yet, so
 * its agency fields are editable; `agency` is an agency's page, its fields prefilled and locked.
 */
export const ADD_PROFILE_PAGES = {
  '/add-profile.html': 'open',
  '/add-profile-agency.html': 'agency',
} as const;

/** Which add-profile page a request is for. */
export type AddProfileVariant = (typeof ADD_PROFILE_PAGES)[keyof typeof ADD_PROFILE_PAGES];

/** The add-profile page served at `path`, or null. */
export function addProfileVariantOf(path: string): AddProfileVariant | null {
  return Object.hasOwn(ADD_PROFILE_PAGES, path) ? ADD_PROFILE_PAGES[path as keyof typeof ADD_PROFILE_PAGES] : null;
}
