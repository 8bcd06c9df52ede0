import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetContext } from '../../../shared/runtime/widget-definition.ts';
import { COMBOBOX_ROOT_CLASS, injectComboboxStyle } from './combobox-style.ts';
import { comboboxIds } from './combobox-ids.ts';
import { SearchCombobox } from './SearchCombobox.tsx';

/** What the search box's first part hands the loaded combobox. */
export interface ComboboxPopupProps {
  readonly root: HTMLElement;
  readonly input: HTMLInputElement;
  readonly context: WidgetContext;
  /** The visitor typed before the code arrived: the input's value is queried at once. */
  readonly typed: boolean;
}

/**
 * The lazy half of the search suggestions: renders the combobox's popup and live region into a
 * container right after the server's input (which stays where it is), placed against the root, and
 * takes them away on unmount.
 */
export function ComboboxPopup({ root, input, context, typed }: ComboboxPopupProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [ids] = useState(() => comboboxIds(input));
  useLayoutEffect(() => {
    injectComboboxStyle();
    const element = document.createElement('div');
    element.className = 'search-suggestions';
    input.after(element);
    root.classList.add(COMBOBOX_ROOT_CLASS);
    setContainer(element);
    return () => {
      element.remove();
      root.classList.remove(COMBOBOX_ROOT_CLASS);
    };
  }, [root, input]);
  return container && createPortal(<SearchCombobox input={input} ids={ids} context={context} typed={typed} />, container);
}
