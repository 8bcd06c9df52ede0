import { escapeHtml } from '../../shared/text/escape-html.ts';
import type { LightboxSlide } from './glightbox-api.ts';
import type { GalleryKind } from './gallery-markup.ts';

/**
 * The slides of one set, from its item links. The caption is the link's `title`, or else its
 * thumbnail's `alt`; glightbox writes it with innerHTML, so it goes in escaped. The image's alt text
 * is the thumbnail's `alt` (glightbox sets it as a property: plain text). Videos are always played
 * from their own URL (`videoProvider: 'local'`): glightbox would otherwise embed a YouTube or Vimeo
 * link in a third-party player, a request that leaves the site.
 */
export function toSlides(kind: GalleryKind, items: readonly HTMLAnchorElement[]): LightboxSlide[] {
  return items.map((item) => {
    // Not a component: the set's links are read once, as glightbox's slides are made.
    const alt = item.querySelector('img')?.alt.trim() ?? '';
    const caption = item.title.trim() || alt;
    const slide: LightboxSlide = {
      // glightbox builds a video's <source src="…"> as HTML; an image's src is a property.
      href: kind === 'video' ? escapeHtml(item.href) : item.href,
      type: kind,
      title: escapeHtml(caption),
      description: '',
      alt: kind === 'image' ? alt : '',
      zoomable: kind === 'image',
      draggable: true,
    };
    return kind === 'video' ? { ...slide, videoProvider: 'local' } : slide;
  });
}
