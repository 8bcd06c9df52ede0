import { spyCookieWrites, type WrittenCookie } from './cookie-jar.ts';

export { clearCookies, spyCookieWrites, type WrittenCookie } from './cookie-jar.ts';

/** Makes the browser drop every cookie write, as when cookies are blocked; returns the writes tried. */
export function blockCookies(): WrittenCookie[] {
  return spyCookieWrites('block');
}

/** The write at `index`, failing the test when there is none. */
export function writeAt(writes: readonly WrittenCookie[], index = 0): WrittenCookie {
  const write = writes[index];
  if (!write) throw new Error(`Expected at least ${index + 1} cookie write(s), found ${writes.length}.`);
  return write;
}

/** The days from now until a write's `expires`, rounded to hundredths. */
export function lifetimeDays(write: WrittenCookie): number {
  const expires = Date.parse(String(write.attributes.get('expires')));
  return Math.round(((expires - Date.now()) / 86_400_000) * 100) / 100;
}

/** Writes a raw cookie, value encoded as the widgets encode it. */
export function setRawCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}
