/**
 * The gallery's markup names (contract "Gallery markup"), each spelled once: items are
 * `<a href="FULL_URL" data-gallery="image|video">`, left out when they carry `data-to-be-deleted`;
 * the first-picture control carries `data-gallery-first`.
 */
export const galleryMarkup = {
  itemAttribute: 'data-gallery',
  excludedAttribute: 'data-to-be-deleted',
  firstAttribute: 'data-gallery-first',
} as const;

/** The two sets of a gallery, as `data-gallery` names them. */
export const GALLERY_KINDS = ['image', 'video'] as const;

/** One set of a gallery: its images or its videos. */
export type GalleryKind = (typeof GALLERY_KINDS)[number];
