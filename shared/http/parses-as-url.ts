/** Tells whether the browser's URL parser reads `url` as an absolute URL (what valibot's `v.url()` checks). */
export function parsesAsUrl(url: string): boolean {
  // URL.canParse is missing from Chrome 109 and Safari 15.4, which the bundle still supports.
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}
