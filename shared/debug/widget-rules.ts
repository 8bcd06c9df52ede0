/**
 * What the markup of a page must hold beyond each root's options schema: facts that the template
 * checker (`directory-widgets-check`) and the debug mode (`?widgets-debug=1`) check alike.
 */

/** Each modal widget with the id its triggers name in `aria-controls` (contract, "Modal ids"). */
export const MODAL_IDS: Readonly<Record<string, string>> = {
  'claim-modal': 'claimModal',
  'share-modal': 'shareModal',
  'reply-modal': 'replyReviewModal',
  'report-modal': 'reportModal',
  'review-modal': 'reviewModal',
};

/**
 * Widgets a page holds one root of: each modal (its id is the page's), and the widgets that act on
 * the whole page (its body classes, hash, cookies, gate) or on its one form.
 */
export const ONE_PER_PAGE: ReadonlySet<string> = new Set([
  ...Object.keys(MODAL_IDS),
  'page-state',
  'filter-hash',
  'machine-id',
  'age-check',
  'agency-form',
  'other-cities',
  'verify-profile',
  'video-verify',
]);

/** The values of a gallery item's `data-gallery` (contract, "Gallery markup"). */
export const GALLERY_ITEM_VALUES: readonly string[] = ['image', 'video'];

/** Attributes every root may carry besides its options: the runtime's own. */
export const RUNTIME_ATTRIBUTES: readonly string[] = ['data-widget', 'data-widget-state'];

/** Attributes of `<body>` that are the page's, not a root's options, when `<body>` is a root too. */
export const BODY_ATTRIBUTES: readonly string[] = ['data-page'];

/** The `aria-haspopup` value a modal trigger needs (contract). */
export const TRIGGER_POPUP = 'dialog';
