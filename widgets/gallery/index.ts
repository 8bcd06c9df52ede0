import { defineWidget } from '../../shared/runtime/define-widget.ts';
import { Gallery } from './Gallery.tsx';
import { GalleryOptionsSchema } from './gallery-options.ts';

/**
 * `data-widget="gallery"`: the profile's images and videos in a lightbox (glightbox, self-hosted
 * Plyr for videos), loaded on first use. See Gallery.tsx.
 */
export default defineWidget({
  name: 'gallery',
  options: GalleryOptionsSchema,
  component: Gallery,
  // The items are the server's links, which work without scripts: the gallery only adds listeners
  // and attributes to them, so nothing of the template is rendered anew (and nothing can move).
  markup: 'server',
});
