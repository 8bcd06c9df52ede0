/** The text of each stylesheet adopted by `document` (shared/styles/adopt-style-sheet.ts), in order, as the browser serialises it. */
export function adoptedCss(): string[] {
  return document.adoptedStyleSheets.map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'));
}
