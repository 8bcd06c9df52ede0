/** The attribute that names a review on its list item and on its triggers (profile markup). */
export const REVIEW_ID_ATTRIBUTE = 'data-review-id';

// At most 15 digits: beyond 2^53 Number() would silently give another id.
const REVIEW_ID = /^[1-9]\d{0,14}$/;

/** Reads the review id an element (a modal trigger) carries, or null when it has none or not a positive whole number. */
export function readReviewId(element: Element | null | undefined): number | null {
  const value = element?.getAttribute(REVIEW_ID_ATTRIBUTE)?.trim();
  return value && REVIEW_ID.test(value) ? Number(value) : null;
}
