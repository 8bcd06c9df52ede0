import type { BrowserContext, Page } from '@playwright/test';
import { widgetsSettled } from './fixtures.ts';

/** The three listing pages and their `data-page`. */
export const LISTING_PAGES = [
  ['/home.html', 'home'],
  ['/dancers.html', 'dancers'],
  ['/search.html', 'search'],
] as const;

/** A listing page path. */
export type ListingPath = (typeof LISTING_PAGES)[number][0];

/**
 * Stores the cookies `values` for the demo origin. `agecheck` is set unless given: without it the
 * age-check widget puts its modal 18+ gate over the page, which is its own engineer's to test.
 */
export async function setListingCookies(context: BrowserContext, origin: string, values: Record<string, string> = {}): Promise<void> {
  const all = { agecheck: '1', ...values };
  await context.addCookies(Object.entries(all).map(([name, value]) => ({ name, value, url: `${origin}/` })));
}

/** Opens a listing page past the age gate and waits for its widgets. */
export async function openListing(page: Page, origin: string, path: string, cookies: Record<string, string> = {}): Promise<void> {
  await setListingCookies(page.context(), origin, cookies);
  await page.goto(path);
  await widgetsSettled(page);
}

/** One cookie of the page's context, or undefined. */
export async function contextCookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((cookie) => cookie.name === name);
}

/** The `widgets:<widget>:change` details the page dispatches from now on, read with `readEvents`. */
export async function recordEvents(page: Page, widget: string): Promise<void> {
  await page.evaluate((name) => {
    const events: unknown[] = [];
    (window as unknown as Record<string, unknown>)[`__events_${name}`] = events;
    document.addEventListener(`widgets:${name}:change`, (event) => events.push((event as CustomEvent).detail));
  }, widget);
}

/** The details recorded since `recordEvents`. */
export function readEvents(page: Page, widget: string): Promise<unknown[]> {
  return page.evaluate((name) => ((window as unknown as Record<string, unknown[]>)[`__events_${name}`] ?? []).slice(), widget);
}

/** The analytics events the page pushed for `category`. */
export function analyticsEvents(page: Page, category: string): Promise<unknown[]> {
  return page.evaluate(
    (wanted) => (window.dataLayer ?? []).filter((item) => (item as { category?: string }).category === wanted),
    category,
  );
}
