import { readCookie } from '../../shared/cookies/cookies.ts';
import { actWhenLoaded } from '../../shared/lazy/act-when-loaded.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { AgeCheckOptions } from './age-check-options.ts';

/**
 * The age check (issue 3): nothing at all when the `agecheck` cookie is there, which is the case on
 * every page after the visitor confirmed; otherwise it loads the gate's code (plain DOM code that
 * opens the template's dialog, a chunk of its own) and opens it. Returns the undo function.
 */
export function startAgeCheck(element: HTMLElement, options: AgeCheckOptions, context: WidgetContext): () => void {
  if (readCookie('agecheck') !== undefined) return () => {};
  const unmounted = new AbortController();
  let undo = () => {};
  void actWhenLoaded(
    {
      load: () => import('./open-age-gate.ts'),
      signal: unmounted.signal,
      act: ({ openAgeGate }) => {
        undo = openAgeGate(element, options, context);
      },
      phase: 'opening the age check',
    },
    context,
  );
  return () => {
    unmounted.abort();
    undo();
  };
}
