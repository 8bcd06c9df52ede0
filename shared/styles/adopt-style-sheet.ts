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
  if (sheets.has(id)) return;
  let sheet: CSSStyleSheet | HTMLStyleElement;
  if (document.adoptedStyleSheets && 'replaceSync' in CSSStyleSheet.prototype) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } else {
    sheet = document.createElement('style');
    sheet.id = id;
    sheet.textContent = css;
    document.head.append(sheet);
  }
  sheets.set(id, sheet);
}

/** Whether the stylesheet `id` has been added (and not dropped since). */
export function isStyleSheetAdopted(id: string): boolean {
  return sheets.has(id);
}

/** Takes the stylesheet `id` off the document, so the next `adoptStyleSheet` adds it afresh; for resets and tests. */
export function dropStyleSheet(id: string): void {
  const sheet = sheets.get(id);
  sheets.delete(id);
  if (sheet instanceof CSSStyleSheet) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((item) => item !== sheet);
  else sheet?.remove();
}
