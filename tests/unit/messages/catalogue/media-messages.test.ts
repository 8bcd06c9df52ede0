import { describe, expect, it } from 'vitest';
import { mediaMessages } from '../../../../shared/messages/catalogue/media-messages.ts';

describe('mediaMessages', () => {
  it('holds the media viewer texts of spec §8 verbatim', () => {
    expect(mediaMessages).toEqual({
      mediaSomethingWentWrong: 'Something Went Wrong, Please Try Again Later',
      mediaImageNotFound: 'Image Not Found',
      mediaElementNotFound: 'HTML Element Not Found',
      mediaAjaxNotFound: 'Error Loading AJAX : Not Found',
      mediaAjaxForbidden: 'Error Loading AJAX : Forbidden',
      mediaPageError: 'Error Loading Page',
    });
  });
});
