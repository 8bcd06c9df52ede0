import { renderInBoundary } from '../../../shared/runtime/render-widget.tsx';
import type { ComboboxStart } from '../start-search-suggestions.ts';
import { COMBOBOX_ROOT_CLASS, injectComboboxStyle } from './combobox-style.ts';
import { comboboxIds } from './combobox-ids.ts';
import { SearchCombobox } from './SearchCombobox.tsx';

/**
 * The lazy half of the search suggestions: renders the combobox's popup and live region in a
 * container after the server's input (which stays where it is) and returns the function that
 * removes them again.
 */
export function startCombobox({ root, input, context, typed }: ComboboxStart): () => void {
  injectComboboxStyle();
  const container = document.createElement('div');
  container.className = 'search-suggestions';
  input.after(container);
  root.classList.add(COMBOBOX_ROOT_CLASS);
  const unmount = renderInBoundary(
    container,
    <SearchCombobox input={input} ids={comboboxIds(input)} context={context} typed={typed} />,
    (error) => context.reportError(error, 'rendering'),
  );
  return () => {
    unmount();
    container.remove();
    root.classList.remove(COMBOBOX_ROOT_CLASS);
  };
}
