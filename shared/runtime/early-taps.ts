import { markup } from '../markup.ts';

/** The controls held: a link or a submit button keeps its browser meaning, which works without the widget. */
const PLAIN_BUTTON = 'button[type="button"]';

/**
 * Returns the document's capturing click listener that answers a tap made before its root has
 * mounted (issue 19: on a phone a root's chunk may take seconds, and a tap that shows nothing is
 * tapped again or given up). A click on a `<button type="button">` of a root whose widgets are
 * still `loading` shows `aria-busy="true"` on the button at once, goes no further (so that no
 * script acts on it twice), and is made again once the root has mounted; a failed root gets the
 * busy state off and no click. Taps made meanwhile do nothing more. A `markup: 'component'` root
 * renders its own buttons in place of the server's: the click then goes to the root's button in
 * the tapped one's place (same index among the root's plain buttons).
 */
export function earlyTapListener(loading: (root: Element) => boolean): (event: MouseEvent) => void {
  return (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(PLAIN_BUTTON);
    const root = button?.closest(`[${markup.widgetAttribute}]`);
    if (!button || !root || !loading(root)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (button.getAttribute('aria-busy') === 'true') return;
    button.setAttribute('aria-busy', 'true');
    const index = [...root.querySelectorAll(PLAIN_BUTTON)].indexOf(button);
    const events = ['mounted', 'error'].map((name) => markup.eventPrefix + name);
    const done = () => {
      // A root of several widgets is done when the last one is.
      if (loading(root)) return;
      for (const type of events) root.removeEventListener(type, done);
      button.removeAttribute('aria-busy');
      const target = button.isConnected ? button : root.querySelectorAll<HTMLElement>(PLAIN_BUTTON)[index];
      if (root.getAttribute(markup.stateAttribute) === 'mounted') target?.click();
    };
    for (const type of events) root.addEventListener(type, done);
  };
}
