import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * What a review may keep (standing rule 3, issue 8): a review is text with light formatting, so
 * only paragraphs, line breaks, headings, emphasis, quotes, lists and links survive, and a link
 * keeps only its `href` (http(s) or relative). Every other element goes (its text stays), and so
 * does every other attribute: `class`, `role` and `aria-*` would let a review use the page's
 * Bootstrap utilities (`fixed-top vh-100`) to lay a link over the dialog and name it "Close";
 * `style` and `id` would restyle the page or take over its ids (`reviewModal`); images, tables
 * (`background`), audio and video would load remote resources (tracking pixels) or play sound;
 * `download`, `target` and `ping` would change what a click on a link does. DOMPurify's own URL
 * list also lets mailto:, tel: and others through; the regexp below does not.
 */
const REVIEW_CONFIG: Config = {
  ALLOWED_TAGS: ['p', 'br', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a'],
  ALLOWED_ATTR: ['href'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/**
 * The `rel` of every link in a review: no access to our window, no referrer, no ranking credit, and
 * marked as user-generated content. A review's link has no `target` either (it opens as any link
 * does, and cannot aim at a named window or frame of ours).
 */
export const REVIEW_LINK_REL = 'noopener noreferrer nofollow ugc';

let purifier: DOMPurify | undefined;

function reviewPurifier(): DOMPurify {
  if (purifier) return purifier;
  // An instance of our own: the hook below must not change how other code's DOMPurify behaves.
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) node.setAttribute('rel', REVIEW_LINK_REL);
  });
  purifier = instance;
  return instance;
}

/**
 * Returns the review's server HTML made safe to insert: see REVIEW_CONFIG. Throws when the browser
 * cannot run DOMPurify, which would otherwise hand the HTML back untouched.
 */
export function sanitizeReviewHtml(html: string): string {
  const instance = reviewPurifier();
  if (!instance.isSupported) throw new Error('DOMPurify is not supported by this browser; the review is not shown.');
  return instance.sanitize(html, REVIEW_CONFIG);
}
