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
