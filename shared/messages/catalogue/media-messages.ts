/** Messages of the catalogue: media viewer (spec §8). */
export const mediaMessages = {
  mediaSomethingWentWrong: 'Something Went Wrong, Please Try Again Later',
  mediaImageNotFound: 'Image Not Found',
  mediaElementNotFound: 'HTML Element Not Found',
  mediaAjaxNotFound: 'Error Loading AJAX : Not Found',
  mediaAjaxForbidden: 'Error Loading AJAX : Forbidden',
  mediaPageError: 'Error Loading Page',
} as const;
