import { runtimeMessages } from '../messages/catalogue/runtime-messages.ts';
import { messagesFrom } from '../messages/translate.ts';
import type { markup as entryMarkup } from '../markup.ts';

/** The class (and id prefix) of the note beside a failed root's disabled controls; sites may style it. */
export const FAILED_NOTE_CLASS = 'widgets-failed';

/** The controls a template prints disabled until their widget enables them (the favorite's button). */
const DISABLED_CONTROLS = ['button', 'input', 'select', 'textarea', 'fieldset'].map((tag) => `${tag}[disabled]`).join();

const t = messagesFrom(runtimeMessages);
const explained = new WeakSet<Element>();
let notes = 0;

/**
 * Puts a visible note at the end of a root that failed and holds disabled controls of its own (not
 * of a nested root), and names it in each one's `aria-describedby`: the server markup's disabled
 * button would otherwise stay dead and unexplained (issue 17). The note goes, and the descriptions
 * come back, once the runtime lets go of the root or tries a widget on it again (its state is no
 * longer `error`, or its `data-widget` changes). The runtime loads this module only when a root
 * fails, out of widgets.js; `markup` is the runtime's names, passed in so that this chunk does not
 * import (and split out) the entry's own module. Returns whether a note was added.
 */
export function explainFailedRoot(root: HTMLElement, markup: typeof entryMarkup): boolean {
  if (explained.has(root) || root.getAttribute(markup.stateAttribute) !== 'error') return false;
  const controls = [...root.querySelectorAll(DISABLED_CONTROLS)].filter((control) => control.closest(`[${markup.widgetAttribute}]`) === root);
  if (controls.length === 0) return false;
  explained.add(root);
  const note = document.createElement('span');
  note.id = `${FAILED_NOTE_CLASS}-${++notes}`;
  note.className = FAILED_NOTE_CLASS;
  note.textContent = t('rootFailed');
  root.append(note);
  const described = controls.map((control) => [control, control.getAttribute('aria-describedby')] as const);
  for (const [control, ids] of described) control.setAttribute('aria-describedby', ids ? `${ids} ${note.id}` : note.id);
  const names = root.getAttribute(markup.widgetAttribute);
  const observer = new MutationObserver(() => {
    if (root.getAttribute(markup.stateAttribute) === 'error' && root.getAttribute(markup.widgetAttribute) === names) return;
    observer.disconnect();
    explained.delete(root);
    note.remove();
    for (const [control, ids] of described) {
      if (ids === null) control.removeAttribute('aria-describedby');
      else control.setAttribute('aria-describedby', ids);
    }
  });
  observer.observe(root, { attributes: true, attributeFilter: [markup.stateAttribute, markup.widgetAttribute] });
  return true;
}
