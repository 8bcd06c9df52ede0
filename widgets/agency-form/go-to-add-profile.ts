import { focusHeading } from '../../shared/dom/focus-heading.ts';

/**
 * Where "Add new profile" takes the visitor once the agency has a name and a phone: `#id` shows the
 * element with that id on this page (removing `hidden`) and focuses its first heading, which also
 * scrolls it into view; a path or an http(s) URL (checked by the options schema) opens that page; an
 * empty URL does nothing more than the widget's `add-profile` event. Returns false when `#id` names
 * no element.
 */
export function goToAddProfile(url: string): boolean {
  if (url === '') return true;
  if (!url.startsWith('#')) {
    window.location.assign(url);
    return true;
  }
  const target = document.getElementById(url.slice(1));
  if (!target) return false;
  target.hidden = false;
  focusHeading(target);
  return true;
}
