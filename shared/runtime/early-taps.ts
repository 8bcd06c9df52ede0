import { markup } from '../markup.ts';

/** The controls held: a link or a submit button keeps its browser meaning, which works without the widget. */
const PLAIN_BUTTON = 'button[type="button"]';

/**
 * Returns the document's capturing click listener that answers a tap made before the code that
 * handles it is there (issue 19: on a phone a root's chunk may take seconds, and a tap that shows
 * nothing is tapped again or given up). Held: a `<button type="button">` of a root whose widgets
 * are still `loading`, and, wherever it sits, a dialog trigger (`aria-haspopup="dialog"`) whose
 * `aria-controls` element is not on the page while any root is loading (the widget rendering that
 * dialog may be any of them). The button shows `aria-busy="true"` at once, the click goes no
 * further (so that no script acts on it twice), and once `settling()`'s promise resolves (every
 * root mounted or failed) the busy state goes and the button is clicked once: not when its root
 * failed. Taps made meanwhile do nothing more. A `markup: 'component'` root renders its own
 * buttons in place of the server's: the click then goes to the root's button in the tapped one's
 * place (same index among the root's plain buttons). `settling()` gives nothing when no root is
 * loading.
 */
export function earlyTapListener(
  loading: (root: Element) => boolean,
  settling: () => Promise<void> | undefined,
): (event: MouseEvent) => void {
  return (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(PLAIN_BUTTON);
    const root = button?.closest(`[${markup.widgetAttribute}]`);
    const id = button?.getAttribute('aria-haspopup') === 'dialog' && button.getAttribute('aria-controls');
    const settled = ((root && loading(root)) || (id && !document.getElementById(id))) && settling();
    if (!settled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (button!.getAttribute('aria-busy') === 'true') return;
    button!.setAttribute('aria-busy', 'true');
    const index = root ? [...root.querySelectorAll(PLAIN_BUTTON)].indexOf(button!) : 0;
    void settled.then(() => {
      button!.removeAttribute('aria-busy');
      if (!root) button!.click();
      else if (root.getAttribute(markup.stateAttribute) === 'mounted') {
        (button!.isConnected ? button : root.querySelectorAll<HTMLElement>(PLAIN_BUTTON)[index])?.click();
      }
    });
  };
}
