import { useLayoutEffect, useState } from 'react';
import { useElementAfter } from '../../../shared/hooks/use-element-after.ts';
import { useElementClass } from '../../../shared/hooks/use-element-class.ts';
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

/** The portal's container, right after the input. */
const CONTAINER_ATTRIBUTES = { class: 'search-suggestions' } as const;

/**
 * The lazy half of the search suggestions: renders the combobox's popup and live region into a
 * container right after the server's input (which stays where it is), placed against the root, and
 * takes them away on unmount.
 */
export function ComboboxPopup({ root, input, context, typed }: ComboboxPopupProps) {
  const container = useElementAfter(input, 'div', CONTAINER_ATTRIBUTES);
  const [ids] = useState(() => comboboxIds(input));
  useLayoutEffect(injectComboboxStyle, []);
  useElementClass(root, COMBOBOX_ROOT_CLASS, true);
  return container && createPortal(<SearchCombobox input={input} ids={ids} context={context} typed={typed} />, container);
}
