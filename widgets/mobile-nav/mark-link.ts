import type { NavTarget } from './nav-targets.ts';

/** Bootstrap's class for the current nav link, set together with `aria-current`. */
const ACTIVE_CLASS = 'active';
/** `location`: the link points to the part of this page the visitor is at (not a tab, nothing is hidden). */
export const CURRENT_VALUE = 'location';

/** What the mobile nav dispatches as `widgets:mobile-nav:change`. */
export interface MobileNavChangeDetail {
  /** The id of the section now current. */
  readonly section: string;
}

/** Shows `current`'s link as the current location (`aria-current` and `active`), and no other link. */
export function markLinks(targets: readonly NavTarget[], current: NavTarget): void {
  for (const { link } of targets) {
    if (link === current.link) link.setAttribute('aria-current', CURRENT_VALUE);
    else link.removeAttribute('aria-current');
    link.classList.toggle(ACTIVE_CLASS, link === current.link);
  }
}

/** The links' marks as the server rendered them, and the function that puts them back. */
export function keepServerMarks(targets: readonly NavTarget[]): () => void {
  const marks = targets.flatMap(({ link }) => ['aria-current', 'class'].map((name) => ({ link, name, value: link.getAttribute(name) })));
  return () => {
    for (const { link, name, value } of marks) {
      if (value === null) link.removeAttribute(name);
      else link.setAttribute(name, value);
    }
  };
}
