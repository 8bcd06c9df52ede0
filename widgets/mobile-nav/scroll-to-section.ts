/**
 * Scrolls `section` to the top of the viewport, smoothly unless the visitor asked for reduced
 * motion, and moves focus to it so that keyboard and screen-reader users continue from there (the
 * caller has made it focusable: ScriptFocusable). The fixed bars are accounted for by the
 * sections' CSS `scroll-margin-top`, which `scrollIntoView` honours (profile.css keeps it at the
 * breadcrumb bar's height).
 */
export function scrollToSection(section: HTMLElement): void {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // Focus first without scrolling: focusing after would cut a smooth scroll short in some browsers.
  section.focus({ preventScroll: true });
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}
