import * as v from 'valibot';

/**
 * `<section data-widget="gallery">`: the gallery takes no options of its own; its items and its
 * first-picture control are marked inside it (gallery-markup.ts).
 */
export const GalleryOptionsSchema = v.object({});

/** The gallery's typed options (none). */
export type GalleryOptions = v.InferOutput<typeof GalleryOptionsSchema>;
