import { vi } from 'vitest';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { getElement, renderFixture } from '../support/dom-fixture.ts';
import { startTestWidgets } from '../support/runtime-harness.ts';

/** The profile page's nav and sections, the sections in page order (gallery first), as on profile.html. */
export const PROFILE_NAV_HTML = `
  <nav class="profile-mobile-nav" aria-label="Profile sections" data-widget="mobile-nav">
    <a href="#contact">Contact</a><a href="#gallery">Gallery</a><a href="#info">Info</a><a href="#rates">Rates</a><a href="#reviews">Reviews</a>
  </nav>
  <main>
    <section id="gallery" aria-labelledby="gallery-title"><h2 id="gallery-title">Gallery</h2></section>
    <section id="contact" aria-labelledby="contact-title"><h2 id="contact-title">Contact</h2></section>
    <section id="info" aria-labelledby="info-title"><h2 id="info-title">Info</h2></section>
    <section id="rates" aria-labelledby="rates-title"><h2 id="rates-title">Rates</h2></section>
    <section id="reviews" aria-labelledby="reviews-title"><h2 id="reviews-title">Reviews</h2></section>
  </main>`;

/**
 * Mounts the nav through the runtime, as the bundle does, with `scrollIntoView` spied on every
 * section. With `touched`, a finger then lands on the nav (a `pointerdown` on its first link: the
 * first sign of a tap, which loads the taps' code on a phone's screen) and the taps' code is waited
 * for (it loads after the widget mounts, which `settled()` does not cover).
 */
export async function mountMobileNav(html = PROFILE_NAV_HTML, { touched = false } = {}) {
  renderFixture(html);
  const scrollIntoView = vi.fn();
  for (const section of document.querySelectorAll('section')) section.scrollIntoView = scrollIntoView;
  const api = startTestWidgets(widgetRegistry);
  await api.settled();
  await vi.dynamicImportSettled();
  if (touched) await touchNav(getElement('nav[data-widget~="mobile-nav"] a'));
  const nav = getElement('nav[data-widget~="mobile-nav"]');
  const link = (name: string) => {
    const found = Array.from(nav.querySelectorAll('a')).find((anchor) => anchor.textContent === name);
    if (!found) throw new Error(`No link named ${name}.`);
    return found;
  };
  const section = (id: string) => getElement(`#${id}`);
  return { api, nav, link, section, scrollIntoView };
}

/**
 * Sends `type` (a sign that a tap is coming) to `element` in the nav, as a finger landing or focus
 * arriving would, and waits for the code it may load.
 */
export async function touchNav(element: Element, type = 'pointerdown'): Promise<void> {
  element.dispatchEvent(new Event(type, { bubbles: true }));
  await vi.dynamicImportSettled();
}

/** Clicks `link` as a tap or a mouse click would; returns whether the page's default jump was cancelled. */
export function tap(link: HTMLElement, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  link.dispatchEvent(event);
  return event.defaultPrevented;
}

/** The links marked as current, by their text. */
export function markedLinks(nav: HTMLElement): string[] {
  return Array.from(nav.querySelectorAll('a'))
    .filter((anchor) => anchor.getAttribute('aria-current') === 'location' || anchor.classList.contains('active'))
    .map((anchor) => `${anchor.textContent}${anchor.getAttribute('aria-current') === 'location' ? '' : ' (no aria-current)'}${anchor.classList.contains('active') ? '' : ' (no active class)'}`);
}
