/** One `<option>` of an answer, as data. */
export interface GeoOption {
  readonly value: string;
  readonly text: string;
  /** The `label` attribute, when the answer gave one. */
  readonly label: string | null;
  /** Whether the answer marked it `selected`: used when the user's own choice is not offered. */
  readonly selected: boolean;
}

/** One `<optgroup>` of an answer with its options. */
export interface GeoOptionGroup {
  readonly group: string;
  readonly options: readonly GeoOption[];
}

/** An answer's options and groups, in their order. */
export type GeoOptionItem = GeoOption | GeoOptionGroup;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function readOption(option: Element): GeoOption {
  const text = collapse(option.textContent ?? '');
  return {
    value: option.getAttribute('value') ?? text,
    text,
    label: option.getAttribute('label'),
    selected: option.hasAttribute('selected'),
  };
}

function readItems(parent: ParentNode, into: GeoOptionItem[], inGroup: boolean): void {
  for (const element of Array.from(parent.children)) {
    const tag = element.localName;
    if (tag === 'option') into.push(readOption(element));
    else if (tag === 'optgroup' && !inGroup) {
      const options: GeoOptionItem[] = [];
      readItems(element, options, true);
      into.push({ group: collapse(element.getAttribute('label') ?? ''), options: options as GeoOption[] });
    } else if (tag !== 'script' && tag !== 'style' && tag !== 'template') {
      // A wrapping <select> (or any other element) only contributes the options inside it.
      readItems(element, into, inGroup);
    }
  }
}

/**
 * Reads option markup from the server as data: only `<option>` values, texts and labels and
 * `<optgroup>` labels survive. The markup is parsed into an inert `<template>` (its scripts never
 * run, its images never load, its handlers never fire) and nothing of it is ever inserted.
 */
export function parseOptionMarkup(markup: string): GeoOptionItem[] {
  const template = document.createElement('template');
  template.innerHTML = markup;
  const items: GeoOptionItem[] = [];
  readItems(template.content, items, false);
  return items;
}

/** Tells an option group from an option. */
export function isOptionGroup(item: GeoOptionItem): item is GeoOptionGroup {
  return 'group' in item;
}

/** Every option of `items`, groups flattened. */
export function flatOptions(items: readonly GeoOptionItem[]): GeoOption[] {
  return items.flatMap((item) => (isOptionGroup(item) ? item.options : [item]));
}
