import { getPageConfig } from '../../shared/config/page-config.ts';
import { actWhenLoaded } from '../../shared/lazy/act-when-loaded.ts';
import type { ageCheckMessages } from '../../shared/messages/catalogue/age-check-messages.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { AgeCheckOptions } from './age-check-options.ts';
import { ageGateMarkup } from './age-gate-markup.ts';
import { showAgeGate } from './show-age-gate.ts';

// The parts the template writes with the English texts of the catalogue, by their message keys;
// the two answer buttons last: a gate without them cannot be answered.
const { titleId, textId, answerAttribute } = ageGateMarkup;
const PARTS: ReadonlyArray<readonly [string, keyof typeof ageCheckMessages]> = [
  [`#${titleId}`, 'ageCheckTitle'],
  [`#${textId}`, 'ageCheckText'],
  [`[${answerAttribute}="confirm"]`, 'ageCheckConfirm'],
  [`[${answerAttribute}="leave"]`, 'ageCheckLeave'],
];

/**
 * Opens the 18+ gate the template wrote in `element` (see `ageGateMarkup`), with the page config's
 * texts where it translates them. A root without it (or without its answer buttons) gets one from
 * a lazy part, which reports it once and builds it and which correct pages never download: a
 * template that forgot the gate must still not let a visitor in unasked. Returns the undo function.
 */
export function openAgeGate(element: HTMLElement, options: AgeCheckOptions, context: WidgetContext): () => void {
  const show = (dialog: HTMLDialogElement) => showAgeGate(dialog, options, context);
  const written = element.querySelector<HTMLDialogElement>(`dialog#${ageGateMarkup.dialogId}`);
  const parts = PARTS.map(([selector, key]) => [written?.querySelector(selector), key] as const);
  if (written && parts[2]?.[0] && parts[3]?.[0]) {
    const { messages } = getPageConfig();
    for (const [part, key] of parts) {
      const text = messages[key];
      if (part && text !== undefined) part.textContent = text;
    }
    return show(written);
  }
  const unmounted = new AbortController();
  let undo = () => {};
  void actWhenLoaded(
    {
      load: () => import('./build-age-gate.ts'),
      signal: unmounted.signal,
      act: ({ replaceMissingGate }) => {
        undo = replaceMissingGate({ element, written, markup: ageGateMarkup, show }, context);
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
