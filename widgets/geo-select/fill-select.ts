import { chosenValue, isOptionGroup, type GeoOption, type GeoOptionItem } from './geo-option-items.ts';

function optionElement(option: GeoOption): HTMLOptionElement {
  const element = document.createElement('option');
  element.value = option.value;
  element.textContent = option.text;
  if (option.label !== null) element.label = option.label;
  return element;
}

/**
 * `items` as plain option elements (text as text) in a fragment: what an unmounted geo-select
 * leaves in its select, once React's own options are gone.
 */
export function optionNodes(items: readonly GeoOptionItem[]): DocumentFragment {
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
  return list;
}

/** Replaces `select`'s options with `items` and selects `keep` when still offered (chosenValue). */
export function fillSelect(select: HTMLSelectElement, items: readonly GeoOptionItem[], keep: string): void {
  select.replaceChildren(optionNodes(items));
  select.value = chosenValue(items, keep);
}
