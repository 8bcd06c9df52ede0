let counter = 0;

/** The ids of one combobox's elements, unique on the page. */
export interface ComboboxIds {
  readonly listbox: string;
  option(index: number): string;
  group(index: number): string;
}

/** Builds ids from the input's id (a fresh prefix when it has none). */
export function comboboxIds(input: HTMLInputElement): ComboboxIds {
  counter += 1;
  const prefix = `${input.id || 'search'}-suggestions-${counter}`;
  return {
    listbox: `${prefix}-listbox`,
    option: (index) => `${prefix}-option-${index}`,
    group: (index) => `${prefix}-group-${index}`,
  };
}
