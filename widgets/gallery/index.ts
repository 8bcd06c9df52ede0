import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { GalleryOptionsSchema } from './gallery-options.ts';
import { startGallery } from './start-gallery.ts';

/**
 * `data-widget="gallery"`: the profile's images and videos in a lightbox (glightbox, self-hosted
 * Plyr for videos), loaded on first use. See start-gallery.ts.
 */
export default defineWidget({
  name: 'gallery',
  options: GalleryOptionsSchema,
  mount: startGallery,
});
