/** The attributes that carry a block's index: its field names and the ids that tie labels to fields. */
const NUMBERED_ATTRIBUTES: readonly string[] = ['name', 'id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls'];

/** `other_cities[N]` in names, `other-city-N` in ids; `__index__` is the template's placeholder. */
const INDEX_IN_VALUE = /(other_cities\[|other-city-)(?:\d+|__index__)/g;

/** The value of the attribute `name` for the block numbered `index` (from 0): unchanged unless it carries an index. */
export function numberAttribute(name: string, value: string, index: number): string {
  return NUMBERED_ATTRIBUTES.includes(name) ? value.replace(INDEX_IN_VALUE, (_match, prefix: string) => `${prefix}${index}`) : value;
}

/**
 * Gives `block` (and everything in it) the index `index` (from 0) in every name and id that carries
 * one, so that the fields post as `other_cities[index][country_id]` and
 * `other_cities[index][city_id]` (contract). For the markup of a block that React does not render.
 */
export function numberOtherCity(block: Element, index: number): void {
  // Walks another widget's server markup (the nested geo-select root): no hook or ref of ours reaches it.
  for (const element of [block, ...Array.from(block.querySelectorAll('*'))]) {
    for (const { name, value } of Array.from(element.attributes)) {
      const numbered = numberAttribute(name, value, index);
      // Stays a DOM write under issue 18: these are the nested geo-select root's selects and labels,
      // another widget's server markup that this component places but cannot render.
      if (numbered !== value) element.setAttribute(name, numbered);
    }
  }
}
