import { getPageConfig } from '../../shared/config/page-config.ts';
import { actWhenLoaded } from '../../shared/lazy/act-when-loaded.ts';
import type { ageCheckMessages } from '../../shared/messages/catalogue/age-check-messages.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { AgeCheckOptions } from './age-check-options.ts';
import { ageGateMarkup, type AgeGateAnswer } from './age-gate-markup.ts';
import { showAgeGate } from './show-age-gate.ts';

/**
 * Opens the 18+ gate the template wrote in `element` (see `ageGateMarkup`), with the page config's
 * texts where it translates them. A root without it (or without its answer buttons) is reported
 * once and gets one built by a lazy part, which correct pages never download: a template that
 * forgot the gate must still not let a visitor in unasked. Returns the undo function.
 */
export function openAgeGate(element: HTMLElement, options: AgeCheckOptions, context: WidgetContext): () => void {
  const written = element.querySelector<HTMLDialogElement>(`dialog#${ageGateMarkup.dialogId}`);
  if (written && answerButton(written, 'confirm') && answerButton(written, 'leave')) {
    applyPageTexts(written);
    return showAgeGate(written, options, context);
  }
  const unmounted = new AbortController();
  let undo = () => {};
  void actWhenLoaded(
    {
      load: () => import('./build-age-gate.ts'),
      signal: unmounted.signal,
      act: ({ buildAgeGate, reportMissingGate }) => {
        // Reported from the lazy part: correct pages do not download the message either.
        reportMissingGate(ageGateMarkup, written ?? element, context);
        const built = buildAgeGate(ageGateMarkup);
        if (written) written.replaceWith(built);
        else element.append(built);
        const hide = showAgeGate(built, options, context);
        undo = () => {
          hide();
          if (written) built.replaceWith(written);
          else built.remove();
        };
      },
      phase: 'building the age check',
    },
    context,
  );
  return () => {
    unmounted.abort();
    undo();
  };
}

function answerButton(dialog: HTMLDialogElement, answer: AgeGateAnswer): Element | null {
  return dialog.querySelector(`[${ageGateMarkup.answerAttribute}="${answer}"]`);
}

/** The template writes the English texts of the catalogue; a page config that translates them wins. */
function applyPageTexts(dialog: HTMLDialogElement): void {
  const parts: ReadonlyArray<readonly [Element | null, keyof typeof ageCheckMessages]> = [
    [dialog.querySelector(`#${ageGateMarkup.titleId}`), 'ageCheckTitle'],
    [dialog.querySelector(`#${ageGateMarkup.textId}`), 'ageCheckText'],
    [answerButton(dialog, 'confirm'), 'ageCheckConfirm'],
    [answerButton(dialog, 'leave'), 'ageCheckLeave'],
  ];
  const { messages } = getPageConfig();
  for (const [part, key] of parts) {
    const text = messages[key];
    if (part && text !== undefined) part.textContent = text;
  }
}
