/**
 * Where "Add new profile" takes the visitor once the agency has a name and a phone: `#id` shows the
 * element with that id on this page (removing `hidden`) and moves the focus (which scrolls it into view) to its
 * first heading; a path or an http(s) URL (checked by the options schema) opens that page; an empty
 * URL does nothing more than the widget's `add-profile` event.
 */
export function goToAddProfile(url: string): void {
  if (url === '') return;
  if (!url.startsWith('#')) {
    window.location.assign(url);
    return;
  }
  const target = document.getElementById(url.slice(1));
  if (!target) return;
  target.hidden = false;
  const heading = target.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') ?? target;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}
