import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { NavTarget } from './nav-targets.ts';

/** Bootstrap's class for the current nav link, set together with `aria-current`. */
const ACTIVE_CLASS = 'active';
/** `location`: the link points to the part of this page the visitor is at (not a tab, nothing is hidden). */
const CURRENT_VALUE = 'location';

/** What the mobile nav dispatches as `widgets:mobile-nav:change`. */
export interface MobileNavChangeDetail {
  /** The id of the section now current. */
  readonly section: string;
}

/** The nav's mark on the current section's link, shared by the scroll marking and the phone taps. */
export interface SectionMarker {
  /** Marks `target`'s link as the current location and dispatches the change, unless it already is. */
  mark(target: NavTarget): void;
  /** While true, scrolling leaves the mark alone: a tap's smooth scroll passes other sections. */
  held: boolean;
  /** Puts the links' marks back exactly as the server rendered them. */
  restore(): void;
}

/** Makes the marker of the nav's `targets`, starting from the mark the server rendered, if any. */
export function createSectionMarker(targets: readonly NavTarget[], context: WidgetContext): SectionMarker {
  const serverMarks = targets.flatMap(({ link }) =>
    ['aria-current', 'class'].map((name) => ({ link, name, value: link.getAttribute(name) })),
  );
  let current = targets.find(({ link }) => link.getAttribute('aria-current') === CURRENT_VALUE);

  return {
    held: false,
    mark(target) {
      if (target === current) return;
      for (const { link } of targets) {
        link.removeAttribute('aria-current');
        link.classList.remove(ACTIVE_CLASS);
      }
      target.link.setAttribute('aria-current', CURRENT_VALUE);
      target.link.classList.add(ACTIVE_CLASS);
      current = target;
      context.dispatch('change', { section: target.id } satisfies MobileNavChangeDetail);
    },
    restore() {
      for (const { link, name, value } of serverMarks) {
        if (value === null) link.removeAttribute(name);
        else link.setAttribute(name, value);
      }
    },
  };
}
