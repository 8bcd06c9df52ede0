/** PHP's urldecode: "+" is a space, then percent-escapes; null when the escapes are broken. */
function urlDecode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * Reads a request's Cookie header the way PHP fills `$_COOKIE`: each value urldecoded, the first
 * of a repeated name kept, pairs without a name or with broken escapes left out.
 */
export function parseCookieHeader(header: string | undefined): ReadonlyMap<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    const value = urlDecode(pair.slice(at + 1).trim());
    if (name && value !== null && !cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}
