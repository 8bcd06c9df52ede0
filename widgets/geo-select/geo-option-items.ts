/** One `<option>` of a list, as data. */
export interface GeoOption {
  readonly value: string;
  readonly text: string;
  /** The `label` attribute, when the markup gave one. */
  readonly label: string | null;
  /** Whether the markup marked it `selected`: used when the user's own choice is not offered. */
  readonly selected: boolean;
}

/** One `<optgroup>` of a list with its options. */
export interface GeoOptionGroup {
  readonly group: string;
  readonly options: readonly GeoOption[];
}

/** A list's options and groups, in their order. */
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

/** Reads the `<option>` and `<optgroup>` children of `parent` (a select, a template's content) as data. */
export function readOptionItems(parent: ParentNode): GeoOptionItem[] {
  return Array.from(parent.children, (element): GeoOptionItem =>
    element.localName === 'optgroup'
      ? { group: collapse(element.getAttribute('label') ?? ''), options: Array.from(element.children, readOption) }
      : readOption(element),
  );
}

/** Tells an option group from an option. */
export function isOptionGroup(item: GeoOptionItem): item is GeoOptionGroup {
  return 'group' in item;
}

/** Every option of `items`, groups flattened. */
export function flatOptions(items: readonly GeoOptionItem[]): GeoOption[] {
  return items.flatMap((item) => (isOptionGroup(item) ? item.options : [item]));
}

/** The option to show: `keep` when still offered, else the one the list marked selected, else the first. */
export function chosenValue(items: readonly GeoOptionItem[], keep: string): string {
  const options = flatOptions(items);
  return (options.find((option) => option.value === keep) ?? options.find((option) => option.selected) ?? options[0])?.value ?? '';
}
