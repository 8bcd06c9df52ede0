import { describe, expect, it } from 'vitest';
import { galleryMessages } from '../../../../shared/messages/catalogue/gallery-messages.ts';

describe('galleryMessages', () => {
  it("holds the gallery lightbox's own texts: the dialogs' names and the arrows' labels", () => {
    expect(galleryMessages).toEqual({
      galleryImagesTitle: 'Photos',
      galleryVideosTitle: 'Videos',
      galleryPrevious: 'Previous',
      galleryNext: 'Next',
    });
  });
});
