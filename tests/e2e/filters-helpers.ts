import type { BrowserContext, Page } from '@playwright/test';
import { expect, widgetsSettled } from './fixtures.ts';

/** Seconds in `days`, to check a cookie's `expires`. */
export const daysInSeconds = (days: number) => days * 86_400;

/** Checks a cookie written by the widgets: its value, its lifetime, SameSite=Lax, path /, on the page host. */
export async function expectWidgetCookie(context: BrowserContext, name: string, value: string, days: number): Promise<void> {
  const cookie = (await context.cookies()).find((item) => item.name === name);
  expect(cookie, `cookie ${name}`).toBeDefined();
  expect(decodeURIComponent(cookie?.value ?? '')).toBe(value);
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  expect(cookie?.domain).toBe('127.0.0.1');
  expect(cookie?.secure).toBe(false);
  expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + daysInSeconds(days)))).toBeLessThan(120);
}

/** The decoded value of one cookie of the context, or undefined. */
export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  const cookie = (await context.cookies()).find((item) => item.name === name);
  return cookie === undefined ? undefined : decodeURIComponent(cookie.value);
}

/** Counts the page's full loads (not hash or history changes) from now on. */
export function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

/**
 * Keeps, across reloads, the widget events and analytics events the pages of the test produce
 * (in sessionStorage), so that what a widget announced just before reloading can be checked.
 */
export async function keepEventsAcrossReloads(page: Page, eventNames: readonly string[]): Promise<void> {
  await page.addInitScript((names: readonly string[]) => {
    const KEY = 'e2e:events';
    const record = (entry: unknown) => {
      const list = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown[];
      list.push(entry);
      sessionStorage.setItem(KEY, JSON.stringify(list));
    };
    for (const name of names) document.addEventListener(name, (event) => record([name, (event as CustomEvent).detail]));
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      for (const item of items) record(['dataLayer', item]);
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  }, eventNames);
}

/** The events kept by `keepEventsAcrossReloads`, oldest first. */
export async function keptEvents(page: Page): Promise<unknown[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e:events') ?? '[]') as unknown[]);
}

/** Runs `action`, which must reload the page, and waits for the reloaded page's widgets. */
export async function expectReload(page: Page, action: () => Promise<unknown>): Promise<void> {
  await Promise.all([page.waitForEvent('load'), action()]);
  await widgetsSettled(page);
}

/** Waits long enough for a reload that should not come (a lazy chunk, a cookie write, a reload call). */
export async function settleWithoutReload(page: Page): Promise<void> {
  await widgetsSettled(page);
  await page.waitForTimeout(400);
}

/**
 * Makes every page of the context drop what scripts write to `document.cookie`, as a browser
 * blocking cookies does; cookies set by the test (context.addCookies) stay readable.
 */
export async function blockScriptCookies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get(this: Document) {
        return native?.get?.call(this) as string;
      },
      set() {},
    });
  });
}

/**
 * Makes script cookies live only as long as the page: writes seem to work (they read back) but
 * are gone after a reload, as with a privacy extension that wipes cookies on each load.
 */
export async function forgetScriptCookiesOnReload(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    const memory = new Map<string, string>();
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get(this: Document) {
        const real = ((native?.get?.call(this) as string) || '').split('; ').filter(Boolean);
        const names = new Set(memory.keys());
        return [...real.filter((pair) => !names.has(pair.split('=')[0] ?? '')), ...Array.from(memory, ([name, value]) => `${name}=${value}`)].join('; ');
      },
      set(text: string) {
        const [pair = '', ...attributes] = text.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const expires = attributes.find((part) => part.trim().toLowerCase().startsWith('expires='));
        if (expires && Date.parse(expires.split('=')[1] ?? '') < Date.now()) memory.delete(name);
        else memory.set(name, pair.slice(at + 1));
      },
    });
  });
}

/** Makes even reading `sessionStorage` throw, as Chrome does when the visitor blocks site data. */
export async function blockSessionStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  });
}
