import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { CookieName, CookieValue } from '../cookies/cookie-catalogue.ts';
import { readCookie, removeCookie, writeCookie } from '../cookies/cookies.ts';

/** The components to tell of a cookie written through useCookie (no event tells a page of its own writes). */
const cookieWrites = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  cookieWrites.add(onChange);
  return () => cookieWrites.delete(onChange);
}

/**
 * A cookie of the catalogue (readCookie: undefined when absent or invalid) and the function that
 * writes it with the catalogue's attributes (writeCookie; undefined removes it), answering whether
 * the browser kept it. Every component using the same cookie re-renders after a write; a write by
 * other code shows on the component's next render. The catalogue names each cookie's lifetime and
 * domain, so there are no options to give here.
 */
export function useCookie<Name extends CookieName>(
  name: Name,
): readonly [value: CookieValue<Name> | undefined, write: (value: CookieValue<Name> | undefined) => boolean] {
  // Compared as JSON text: a JSON cookie (filters) reads back as a new object every time.
  const text = useSyncExternalStore(subscribe, () => {
    const current = readCookie(name);
    return current === undefined ? undefined : JSON.stringify(current);
  });
  const value = useMemo(() => (text === undefined ? undefined : (JSON.parse(text) as CookieValue<Name>)), [text]);
  const write = useCallback(
    (next: CookieValue<Name> | undefined) => {
      let kept: boolean;
      if (next === undefined) {
        removeCookie(name);
        kept = readCookie(name) === undefined;
      } else {
        kept = writeCookie(name, next);
      }
      for (const onChange of cookieWrites) onChange();
      return kept;
    },
    [name],
  );
  return [value, write];
}
