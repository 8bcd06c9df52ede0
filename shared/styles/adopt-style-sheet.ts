/**
 * Why constructed stylesheets: a site with a strict Content-Security-Policy (`style-src 'self'`,
 * no 'unsafe-inline', as the demo server sends) refuses `<style>` text, but a stylesheet built with
 * `new CSSStyleSheet()` and `replaceSync` is CSSOM, which style-src does not govern
 * (tests/e2e/content-security-policy.spec.ts checks this in Chromium). It applies synchronously,
 * before the widget's first paint, with no request. Adopted sheets come after the page's own
 * stylesheets, where the `<style>` elements used to be appended.
 */

const sheets = new Map<string, CSSStyleSheet | HTMLStyleElement>();

/**
 * Adds `css` to the document once per `id`, however often it is called. Browsers without
 * constructable stylesheets (Safari before 16.4) get a `<style id>` instead, which a strict policy refuses.
 */
export function adoptStyleSheet(id: string, css: string): void {
  const existing = sheets.get(id);
  if (existing && isApplied(existing)) return;
  if (typeof document.adoptedStyleSheets === 'undefined' || typeof CSSStyleSheet.prototype.replaceSync !== 'function') {
    const style = existing instanceof HTMLStyleElement ? existing : document.createElement('style');
    style.id = id;
    style.textContent = css;
    document.head.append(style);
    sheets.set(id, style);
    return;
  }
  let sheet = existing instanceof CSSStyleSheet ? existing : undefined;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(id, sheet);
  }
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** Whether the stylesheet `id` currently applies to the document. */
export function isStyleSheetAdopted(id: string): boolean {
  const existing = sheets.get(id);
  return existing !== undefined && isApplied(existing);
}

/** Takes the stylesheet `id` off the document, so the next `adoptStyleSheet` adds it afresh; for tests and resets. */
export function dropStyleSheet(id: string): void {
  const existing = sheets.get(id);
  if (existing instanceof CSSStyleSheet) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== existing);
  else existing?.remove();
}

function isApplied(sheet: CSSStyleSheet | HTMLStyleElement): boolean {
  return sheet instanceof CSSStyleSheet ? document.adoptedStyleSheets.includes(sheet) : sheet.isConnected;
}
