import { vi } from 'vitest';
import type { WidgetsApi } from '../../../shared/runtime/start-widgets.ts';
import { renderFixture, resetPage } from '../support/dom-fixture.ts';
import { clearCookies, restoreCookieAccess } from '../support/cookie-jar.ts';
import { settle, startTestWidgets } from '../support/runtime-harness.ts';

/** The listing page's switches as the template writes them (LISTING-MARKUP.md), with their panels. */
export const LISTING_SWITCHES = `
<header class="site-header">
  <button type="button" id="menu" data-widget="switch" data-switch="mobile-left-nav" aria-controls="left-nav" aria-expanded="false">Menu</button>
  <form id="header-search" role="search"><input id="search-input" type="search" name="term" aria-label="Search profiles"></form>
  <button type="button" id="search" data-widget="switch" data-switch="mobile-search" aria-controls="header-search" aria-expanded="false">Search</button>
  <button type="button" id="more" data-widget="switch" data-switch="mobile-sidebar" aria-controls="sidebar" aria-expanded="false">More</button>
  <select id="language" aria-label="Language" data-widget="switch" data-switch="language">
    <option value="en" selected>English</option><option value="de">Deutsch</option><option value="fr">Français</option>
  </select>
  <button type="button" id="dark" data-widget="switch" data-switch="dark-mode" aria-pressed="false">Dark mode</button>
  <button type="button" id="safe" data-widget="switch" data-switch="safe-browsing" aria-pressed="false">Safe browsing</button>
</header>
<nav id="left-nav" aria-label="Categories"><a id="nav-link" href="#a">A</a></nav>
<aside id="sidebar" aria-label="More"><a id="sidebar-link" href="#b">B</a></aside>
<main id="main">
  <p id="outside">Listing</p>
  <div role="group" aria-label="View">
    <button type="button" id="grid" data-widget="switch" data-switch="view" data-value="grid" aria-pressed="true">Grid</button>
    <button type="button" id="list" data-widget="switch" data-switch="view" data-value="list" aria-pressed="false">List</button>
  </div>
  <button type="button" id="filters" data-widget="switch" data-switch="filters" aria-controls="filters-panel" aria-expanded="false">Filters</button>
  <form id="filters-panel" aria-label="Filters"><input id="price" name="price_max" aria-label="Max price"></form>
</main>`;

/** The switch widget alone, so that other widgets' chunks never load in these tests. */
export const switchRegistry = { switch: () => import('../../../widgets/switch/index.ts') };

/** Renders `html` (the listing switches by default) with `bodyClass` on the body and mounts the switches. */
export async function mountSwitches(html = LISTING_SWITCHES, bodyClass = 'listing-items-grid'): Promise<WidgetsApi> {
  // The activation chunk loads on first use; loaded here, a use takes one task in every test.
  await import('../../../widgets/switch/activate-switch.ts');
  renderFixture(html);
  document.body.className = bodyClass;
  const api = startTestWidgets(switchRegistry);
  await settle(api);
  return api;
}

/** The element with `id`, failing the test when it is absent. */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The fixture has no #${id}.`);
  return element as T;
}

let listening = new AbortController();

/** Collects the `widgets:switch:change` details dispatched on the page from now on (until `resetSwitchPage`). */
export function collectSwitchChanges(): { switch: string; value: string }[] {
  const changes: { switch: string; value: string }[] = [];
  document.addEventListener('widgets:switch:change', (event) => changes.push((event as CustomEvent).detail), { signal: listening.signal });
  return changes;
}

/** Puts the page back as a fresh one: no widgets, listeners, body classes or cookies. */
export function resetSwitchPage(): void {
  // A test's cookie spies would otherwise still be in place (restoreMocks runs after the hooks).
  vi.restoreAllMocks();
  restoreCookieAccess();
  listening.abort();
  listening = new AbortController();
  resetPage();
  document.body.className = '';
  clearCookies();
}

/** Lets the body-class observers of every control run. */
export function flushObservers(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The next frame's paint, and the task after it (where the view switch changes the listing). */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/** Clicks the control with `id` and waits for its (lazily loaded) activation to run, past the next paint. */
export async function use(id: string): Promise<void> {
  byId(id).click();
  await flushObservers();
  await nextPaint();
}
