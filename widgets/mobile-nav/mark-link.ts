import { useAttribute } from '../../shared/hooks/use-attribute.ts';
import { useElementClass } from '../../shared/hooks/use-element-class.ts';

/** Bootstrap's class for the current nav link, set together with `aria-current`. */
const ACTIVE_CLASS = 'active';
/** `location`: the link points to the part of this page the visitor is at (not a tab, nothing is hidden). */
export const CURRENT_VALUE = 'location';

/** What the mobile nav dispatches as `widgets:mobile-nav:change`. */
export interface MobileNavChangeDetail {
  /** The id of the section now current. */
  readonly section: string;
}

/** Props of `<MarkLink>`: a server link and whether it is the current one (undefined: as the server marked it). */
export interface MarkLinkProps {
  readonly link: HTMLAnchorElement;
  readonly current: boolean | undefined;
}

/**
 * Shows a server link as the current location (`aria-current` and `active`) or not, while
 * mounted; the link's server marks come back on unmount (useAttribute, useElementClass).
 */
export function MarkLink({ link, current }: MarkLinkProps): null {
  useAttribute(link, 'aria-current', current === undefined ? undefined : current ? CURRENT_VALUE : null);
  useElementClass(link, ACTIVE_CLASS, current);
  return null;
}
