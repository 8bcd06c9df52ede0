import { readCookie } from '../../shared/cookies/cookies.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { AgeCheckOptions } from './age-check-options.ts';

/**
 * The age check (issue 3): nothing at all when the `agecheck` cookie is there, which is the case on
 * every page after the visitor confirmed; otherwise it loads the gate's code (plain DOM code that
 * opens the template's dialog, a chunk of its own) and opens it. Returns the undo function.
 */
export function startAgeCheck(element: HTMLElement, options: AgeCheckOptions, context: WidgetContext): () => void {
  if (readCookie('agecheck') !== undefined) return () => {};
  let stop: (() => void) | null = null;
  let stopped = false;
  import('./open-age-gate.ts')
    .then(({ openAgeGate }) => {
      if (!stopped) stop = openAgeGate(element, options, context);
    })
    .catch((error: unknown) => context.reportError(error, 'opening the age check'));
  return () => {
    stopped = true;
    stop?.();
  };
}
