import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * What a review may keep (standing rule 3): HTML only (no SVG or MathML), no scripts, event
 * handlers, forms, frames, embedded objects or styles, and no `id`/`name` that could take over an
 * id of the page (`reviewModal`…) or clobber a global. URLs must be http(s) or relative: DOMPurify's
 * own list also lets mailto:, tel: and others through.
 */
const REVIEW_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['form', 'input', 'button', 'select', 'option', 'textarea', 'iframe', 'frame', 'frameset', 'object', 'embed', 'style', 'link', 'meta', 'base', 'dialog'],
  FORBID_ATTR: ['style', 'id', 'name', 'target', 'form', 'formaction'],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** The `rel` of every link in a review: no access to our window, no referrer, no ranking credit. */
export const REVIEW_LINK_REL = 'noopener noreferrer nofollow';

let purifier: DOMPurify | undefined;

function reviewPurifier(): DOMPurify {
  if (purifier) return purifier;
  // An instance of our own: the hook below must not change how other code's DOMPurify behaves.
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if ((node.tagName === 'A' || node.tagName === 'AREA') && node.hasAttribute('href')) node.setAttribute('rel', REVIEW_LINK_REL);
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
