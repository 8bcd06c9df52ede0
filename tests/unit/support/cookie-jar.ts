import { vi } from 'vitest';

/** One cookie as the page wrote it: its name, value and attributes (names lowercased). */
export interface WrittenCookie {
  readonly name: string;
  readonly value: string;
  readonly attributes: ReadonlyMap<string, string | true>;
}

function cookieDescriptor(): PropertyDescriptor {
  for (let target: object | null = document; target; target = Object.getPrototypeOf(target)) {
    const descriptor = Object.getOwnPropertyDescriptor(target, 'cookie');
    if (descriptor) return descriptor;
  }
  throw new Error('document.cookie has no descriptor');
}

function parseWrite(text: string): WrittenCookie {
  const [pair = '', ...parts] = text.split('; ');
  const at = pair.indexOf('=');
  return {
    name: pair.slice(0, at),
    value: pair.slice(at + 1),
    attributes: new Map(
      parts.map((part) => {
        const [name = '', ...value] = part.split('=');
        return [name.toLowerCase(), value.length ? value.join('=') : true] as const;
      }),
    ),
  };
}

/**
 * Records what the page assigns to `document.cookie`. `mode` says what the browser does with it:
 * keeps it (`store`), silently drops it as a browser blocking cookies does (`block`), or throws as
 * a sandboxed document does (`throw`). `restoreMocks` undoes the spy after each test.
 */
export function spyCookieWrites(mode: 'store' | 'block' | 'throw' = 'store'): WrittenCookie[] {
  const writes: WrittenCookie[] = [];
  if (mode === 'throw') {
    const refuse = () => {
      throw new DOMException('The document is sandboxed.', 'SecurityError');
    };
    // One own property for both accessors: two spies on one accessor do not restore cleanly.
    Object.defineProperty(document, 'cookie', { configurable: true, get: refuse, set: refuse });
    return writes;
  }
  const descriptor = cookieDescriptor();
  vi.spyOn(document, 'cookie', 'set').mockImplementation((text: string) => {
    writes.push(parseWrite(text));
    if (mode === 'store') descriptor.set?.call(document, text);
  });
  return writes;
}

/** Gives `document.cookie` back its own behaviour after `spyCookieWrites('throw')`. */
export function restoreCookieAccess(): void {
  if (Object.hasOwn(document, 'cookie')) delete (document as { cookie?: string }).cookie;
}

/** Removes every cookie of the page. */
export function clearCookies(): void {
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    const name = pair.split('=')[0];
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** The page's cookies by name, as a script reads them. */
export function pageCookies(): Map<string, string> {
  return new Map(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), decodeURIComponent(pair.slice(pair.indexOf('=') + 1))] as const),
  );
}

/** One cookie of a scoped jar: its value and the scope that identifies it (host only, or a domain). */
export interface ScopedCookie {
  readonly name: string;
  readonly value: string;
  /** The `domain` attribute it was written with; undefined for a host-only cookie. */
  readonly domain: string | undefined;
  readonly path: string;
}

/**
 * Replaces `document.cookie` with a jar that keeps a host-only cookie and a parent-domain cookie of
 * the same name apart, as browsers do (happy-dom's jar merges them): a cookie is identified by its
 * name, domain and path, an expired write removes only that one, and reading lists every copy in
 * the order they were created (same path), as Chromium sends them. Returns the jar, which a test may
 * fill before the code under test runs; `restoreMocks` undoes it after each test.
 */
export function useScopedCookieJar(): ScopedCookie[] {
  const jar: ScopedCookie[] = [];
  vi.spyOn(document, 'cookie', 'get').mockImplementation(() => jar.map(({ name, value }) => `${name}=${value}`).join('; '));
  vi.spyOn(document, 'cookie', 'set').mockImplementation((text: string) => {
    const { name, value, attributes } = parseWrite(text);
    const domain = attributes.get('domain');
    const cookie: ScopedCookie = {
      name,
      value,
      domain: typeof domain === 'string' ? domain.replace(/^\./, '') : undefined,
      path: String(attributes.get('path') ?? '/'),
    };
    const at = jar.findIndex((other) => other.name === cookie.name && other.domain === cookie.domain && other.path === cookie.path);
    const expired = Date.parse(String(attributes.get('expires'))) <= Date.now();
    if (at >= 0 && expired) jar.splice(at, 1);
    // A browser keeps the creation time of a cookie it overwrites, so its place in the list.
    else if (at >= 0) jar[at] = cookie;
    else if (!expired) jar.push(cookie);
  });
  return jar;
}
