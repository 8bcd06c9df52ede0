import type { ReactNode } from 'react';
import { isOptionGroup, type GeoOption, type GeoOptionItem } from './geo-option-items.ts';

// By position: a new list replaces the old one whole, and React reuses the option elements.
const renderOption = (option: GeoOption, index: number) => (
  <option key={index} value={option.value} label={option.label ?? undefined}>
    {option.text}
  </option>
);

/** A list's options and groups as elements: values, texts and labels only, text as text. */
export function GeoOptions({ items }: { readonly items: readonly GeoOptionItem[] }): ReactNode {
  return items.map((item, index) =>
    isOptionGroup(item) ? (
      <optgroup key={index} label={item.group}>
        {item.options.map(renderOption)}
      </optgroup>
    ) : (
      renderOption(item, index)
    ),
  );
}
