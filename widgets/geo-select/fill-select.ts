import { flatOptions, isOptionGroup, type GeoOption, type GeoOptionItem } from './parse-option-markup.ts';

function optionElement(option: GeoOption): HTMLOptionElement {
  const element = document.createElement('option');
  element.value = option.value;
  element.textContent = option.text;
  if (option.label !== null) element.label = option.label;
  return element;
}

/**
 * Replaces `select`'s options with `items` (built element by element, text as text, in a fragment:
 * spreading a long list into one call throws a RangeError) and selects `keep` when it is still
 * offered, else the option the answer marked selected, else the first.
 */
export function fillSelect(select: HTMLSelectElement, items: readonly GeoOptionItem[], keep: string): void {
  const list = document.createDocumentFragment();
  for (const item of items) {
    if (!isOptionGroup(item)) {
      list.append(optionElement(item));
      continue;
    }
    const group = document.createElement('optgroup');
    group.label = item.group;
    for (const option of item.options) group.append(optionElement(option));
    list.append(group);
  }
  select.replaceChildren(list);
  const options = flatOptions(items);
  const chosen = options.find((option) => option.value === keep) ?? options.find((option) => option.selected) ?? options[0];
  select.value = chosen?.value ?? '';
}
