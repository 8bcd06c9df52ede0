import * as v from 'valibot';
import { cookieCatalogue } from '../../shared/cookies/cookie-catalogue.ts';
import { watchSelectCommit } from '../../shared/forms/select-commit.ts';
import { actWhenLoaded } from '../../shared/lazy/act-when-loaded.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { SortOptions } from './sort-options.ts';

/**
 * The sort select (spec §3, §9): choosing a sort key keeps it in the root's cookie (365 days) and
 * reloads the page (see save-sort-choice.ts, loaded on the first choice). A key stepped to with
 * the arrow keys applies on Enter or when the select loses focus. When the cookie is refused the
 * select shows the page's sort again. Once undone, a choice whose code was still loading does
 * nothing. Returns the undo function.
 */
export function startSort(element: HTMLElement, { cookie }: SortOptions, context: WidgetContext): () => void {
  if (!(element instanceof HTMLSelectElement)) {
    throw new Error('data-widget="sort" goes on a <select> whose options are the sort keys');
  }
  const select = element;
  // An option the cookie cannot hold would only fail once chosen: name it now.
  for (const option of Array.from(select.options)) {
    const result = v.safeParse(cookieCatalogue[cookie].schema, option.value);
    if (!result.success) throw new Error(`option value "${option.value}" is not a sort key: ${result.issues[0].message}`);
  }
  // The sort the page was rendered with, until a new one is saved.
  let shown = select.value;
  let reloading = false;
  const changed = () => !reloading && select.value !== shown;

  // Aborted by the undo function: a choice whose code arrives after it saves nothing.
  const mount = new AbortController();
  const stopWatching = watchSelectCommit(select, () => {
    if (!changed()) return;
    void actWhenLoaded(
      {
        load: () => import('./save-sort-choice.ts'),
        signal: mount.signal,
        act: ({ saveSortChoice }) => {
          // Several choices while the code loaded: the latest one counts, once.
          if (!changed()) return;
          if (saveSortChoice(cookie, select.value, context)) {
            reloading = true;
            shown = select.value;
          } else select.value = shown;
        },
        recover: () => {
          select.value = shown;
        },
        phase: 'saving the sort',
      },
      context,
    );
  });
  return () => {
    mount.abort();
    stopWatching();
  };
}
