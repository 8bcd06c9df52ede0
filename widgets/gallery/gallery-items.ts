import { galleryMarkup, type GalleryKind } from './gallery-markup.ts';

/** The items of a gallery, in page order, one list per set. */
export type GallerySets = Readonly<Record<GalleryKind, readonly HTMLAnchorElement[]>>;

/** Which item of which set to show. */
export interface GalleryTarget {
  readonly kind: GalleryKind;
  readonly index: number;
}

const { itemAttribute, excludedAttribute, firstAttribute } = galleryMarkup;
const ITEM_SELECTOR = `a[href][${itemAttribute}]:not([${excludedAttribute}])`;

/**
 * Reads the gallery items inside `root`: `<a href data-gallery="image|video">`, leaving out
 * `data-to-be-deleted` items and links that are not http(s) (a `javascript:` href is never opened).
 */
export function readGallerySets(root: ParentNode): GallerySets {
  const sets: Record<GalleryKind, HTMLAnchorElement[]> = { image: [], video: [] };
  // Not a component: a reading of the markup as it is at a click or a change (items come and go).
  for (const link of root.querySelectorAll<HTMLAnchorElement>(ITEM_SELECTOR)) {
    const kind = link.getAttribute(itemAttribute);
    // `protocol` is the resolved href's: a `javascript:` or `data:` link is never opened.
    if ((kind === 'image' || kind === 'video') && (link.protocol === 'http:' || link.protocol === 'https:')) sets[kind].push(link);
  }
  return sets;
}

/** The first-picture rule (spec §2): the first video when there is one, otherwise the first image. */
export function firstPictureTarget(sets: GallerySets): GalleryTarget | null {
  if (sets.video.length > 0) return { kind: 'video', index: 0 };
  if (sets.image.length > 0) return { kind: 'image', index: 0 };
  return null;
}

/**
 * The gallery control an event started from, inside `root`, with what it opens: the first-picture
 * control by the first-picture rule, an item by its place in its set. Null for anything else (a
 * left-out item, a link elsewhere).
 */
export function findGalleryControl(
  root: HTMLElement,
  target: EventTarget | null,
): { readonly control: HTMLElement; readonly target: GalleryTarget } | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>(`[${firstAttribute}], [${itemAttribute}]`);
  if (!control || !root.contains(control)) return null;
  const sets = readGallerySets(root);
  if (control.hasAttribute(firstAttribute)) {
    const first = firstPictureTarget(sets);
    return first ? { control, target: first } : null;
  }
  for (const kind of ['image', 'video'] as const) {
    const index = sets[kind].indexOf(control as HTMLAnchorElement);
    if (index >= 0) return { control, target: { kind, index } };
  }
  return null;
}
