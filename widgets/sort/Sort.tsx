import { useRef } from 'react';
import * as v from 'valibot';
import { cookieCatalogue } from '../../shared/cookies/cookie-catalogue.ts';
import { useSelectCommit } from '../../shared/hooks/use-select-commit.ts';
import { useLazyAction } from '../../shared/lazy/use-lazy-action.ts';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';
import type { SortOptions } from './sort-options.ts';

/** The root as the sort needs it: a `<select>` whose every option value the cookie can hold. */
function asSortSelect(root: HTMLElement, cookie: SortOptions['cookie']): HTMLSelectElement {
  if (!(root instanceof HTMLSelectElement)) {
    throw new Error('data-widget="sort" goes on a <select> whose options are the sort keys');
  }
  // An option the cookie cannot hold would only fail once chosen: name it now.
  for (const option of Array.from(root.options)) {
    const result = v.safeParse(cookieCatalogue[cookie].schema, option.value);
    if (!result.success) throw new Error(`option value "${option.value}" is not a sort key: ${result.issues[0].message}`);
  }
  return root;
}

/**
 * `<select data-widget="sort">`, the sort select (spec §3, §9): choosing a sort key keeps it in the
 * root's cookie (365 days) and reloads the page (save-sort-choice.ts, loaded on the first choice).
 * A key stepped to with the arrow keys applies on Enter or when the select loses focus. When the
 * cookie is refused the select shows the page's sort again. Renders nothing: the select is the server's.
 */
export function Sort({ root, options: { cookie }, context }: WidgetProps<SortOptions>): null {
  const select = asSortSelect(root, cookie);
  // The sort the page was rendered with, until a new one is saved; then the page is going.
  const shown = useRef(select.value);
  const reloading = useRef(false);
  const changed = () => !reloading.current && select.value !== shown.current;
  const runLazy = useLazyAction(context);
  useSelectCommit(select, () => {
    if (!changed()) return;
    runLazy({
      load: () => import('./save-sort-choice.ts'),
      act: ({ saveSortChoice }) => {
        // Several choices while the code loaded: the latest one counts, once.
        if (!changed()) return;
        if (saveSortChoice(cookie, select.value, context)) {
          reloading.current = true;
          shown.current = select.value;
        } else select.value = shown.current;
      },
      recover: () => {
        select.value = shown.current;
      },
      phase: 'saving the sort',
    });
  });
  return null;
}
