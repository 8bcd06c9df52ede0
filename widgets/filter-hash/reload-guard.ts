import { FILTER_HASH_GUARD_KEY, FILTER_HASH_GUARD_SIZE } from '../../shared/constants.ts';

/**
 * Remembers the addresses the filter hash reloaded the page for (the last FILTER_HASH_GUARD_SIZE),
 * so that it reloads at most once per address, even when the browser seems to keep a cookie and
 * then drops it. The list is kept in sessionStorage (this tab) and in the history entry's state,
 * which survives a reload too, since either may be unavailable (storage blocked or full, another
 * script's state that is not an object). A reload is only allowed when one of them holds it.
 */

function parseList(text: unknown): string[] {
  try {
    const list: unknown = JSON.parse(String(text));
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** The history entry's state when it is ours to extend (null or a plain object); undefined otherwise. */
function extensibleState(): Record<string, unknown> | null | undefined {
  const state: unknown = history.state;
  if (state === null || state === undefined) return null;
  return typeof state === 'object' && !Array.isArray(state) ? (state as Record<string, unknown>) : undefined;
}

const stores = {
  session: {
    read: () => {
      try {
        return parseList(sessionStorage.getItem(FILTER_HASH_GUARD_KEY));
      } catch {
        // Storage disabled: even reading `sessionStorage` throws.
        return [];
      }
    },
    write: (list: readonly string[]) => {
      const text = JSON.stringify(list);
      try {
        // An empty list goes entirely, so that hasReloadGuard() is false again.
        if (list.length === 0) sessionStorage.removeItem(FILTER_HASH_GUARD_KEY);
        else sessionStorage.setItem(FILTER_HASH_GUARD_KEY, text);
        return list.length === 0 || sessionStorage.getItem(FILTER_HASH_GUARD_KEY) === text;
      } catch {
        return false;
      }
    },
  },
  history: {
    read: () => parseList(extensibleState()?.[FILTER_HASH_GUARD_KEY]),
    write: (list: readonly string[]) => {
      const state = extensibleState();
      if (state === undefined) return false;
      const { [FILTER_HASH_GUARD_KEY]: _old, ...others } = state ?? {};
      try {
        history.replaceState(list.length === 0 ? others : { ...others, [FILTER_HASH_GUARD_KEY]: JSON.stringify(list) }, '');
        return true;
      } catch {
        // Browsers throttle history calls (SecurityError).
        return false;
      }
    },
  },
};

/** Tells whether the page already reloaded for `address`. */
export function reloadedFor(address: string): boolean {
  return stores.session.read().includes(address) || stores.history.read().includes(address);
}

/** Remembers that the page reloads for `address`; false when nowhere could hold it (then do not reload). */
export function rememberReload(address: string): boolean {
  let kept = false;
  for (const store of [stores.session, stores.history]) {
    const list = [...store.read().filter((item) => item !== address), address].slice(-FILTER_HASH_GUARD_SIZE);
    kept = store.write(list) || kept;
  }
  return kept;
}

/** Forgets `address` once the cookies match it, so that opening the same link later applies it again. */
export function forgetReload(address: string): void {
  for (const store of [stores.session, stores.history]) {
    const list = store.read();
    if (list.includes(address)) store.write(list.filter((item) => item !== address));
  }
}
