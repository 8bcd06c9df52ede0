import { injectModalStyle } from '../../shared/modal/modal-style.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { ageGateMarkup } from './age-gate-markup.ts';

/**
 * The age check's lazy part for a root whose gate markup is missing or broken: says once, on the
 * console, which markup the template left out of the age-check root (`about`: its dialog, or the
 * root), and adds the modal CSS, which a page without that markup may lack too. Correct pages
 * download neither the message nor the CSS. `markup` is the caller's `ageGateMarkup`: imported here,
 * it would become a chunk of its own, one more request.
 */
export function reportMissingGate(markup: typeof ageGateMarkup, about: Element, context: WidgetContext): void {
  injectModalStyle();
  context.reportProblem(
    'age-gate-markup',
    `needs its dialog inside: <dialog id="${markup.dialogId}" class="modal" …> with two buttons ${markup.answerAttribute}="leave" and ="confirm" (see docs/widgets.md, age-check). The gate was built by the script instead.`,
    about,
  );
}
