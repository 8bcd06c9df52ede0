/** Messages of the catalogue: the gallery lightbox's own texts (its failure texts are the spec's, in mediaMessages). */
export const galleryMessages = {
  galleryImagesTitle: 'Photos',
  galleryVideosTitle: 'Videos',
  galleryPrevious: 'Previous',
  galleryNext: 'Next',
} as const;
