import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';
import type { GalleryCloseDetail, GalleryOpenDetail } from './open-gallery.ts';

/** Docs-only (read by `npm run docs`, never shipped): the gallery widget's catalogue entry and its events. */
export default defineWidgetDocs<{ open: GalleryOpenDetail; close: GalleryCloseDetail }>({
  group: 'profile',
  events: {
    open: { when: 'the lightbox opened', detail: { kind: '`image` or `video`', index: 'the item shown first, from 0' } },
    close: { when: 'the lightbox closed', detail: { kind: '`image` or `video`' } },
  },
});
