/** The attributes that carry a block's index: its field names and the ids that tie labels to fields. */
const NUMBERED_ATTRIBUTES = ['name', 'id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls'] as const;

/** `other_cities[N]` in names, `other-city-N` in ids; `__index__` is the template's placeholder. */
const INDEX_IN_VALUE = /(other_cities\[|other-city-)(?:\d+|__index__)/g;

/**
 * Gives `block` the index `index` (from 0) in every name and id that carries one, so that the
 * fields post as `other_cities[index][country_id]` and `other_cities[index][city_id]` (contract).
 */
export function numberOtherCity(block: HTMLElement, index: number): void {
  for (const element of [block, ...Array.from(block.querySelectorAll('*'))]) {
    for (const name of NUMBERED_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      const numbered = value.replace(INDEX_IN_VALUE, (_match, prefix: string) => `${prefix}${index}`);
      if (numbered !== value) element.setAttribute(name, numbered);
    }
  }
}
