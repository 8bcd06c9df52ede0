/** Sections the nav made focusable, so that unmounting can take the tabindex away again. */
export type FocusableSections = Set<HTMLElement>;

/**
 * Scrolls `section` to the top of the viewport, smoothly unless the visitor asked for reduced
 * motion, and moves focus to it so that keyboard and screen-reader users continue from there.
 * The fixed bars are accounted for by the sections' CSS `scroll-margin-top`, which
 * `scrollIntoView` honours (profile.css keeps it at the breadcrumb bar's height).
 */
export function scrollToSection(section: HTMLElement, madeFocusable: FocusableSections): void {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (!section.hasAttribute('tabindex')) {
    // -1: focusable from script only; the section does not become a Tab stop.
    section.setAttribute('tabindex', '-1');
    madeFocusable.add(section);
  }
  // Focus first without scrolling: focusing after would cut a smooth scroll short in some browsers.
  section.focus({ preventScroll: true });
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}
