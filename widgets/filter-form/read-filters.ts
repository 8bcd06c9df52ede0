import type { FiltersValue } from '../../shared/cookies/cookie-catalogue.ts';
import { PROFILE_TYPE_SWITCH_ATTRIBUTE } from './filter-form-markup.ts';

/**
 * Reads the filter form as the `filters` cookie keeps it (spec §3): each field by name in form
 * order, as the browser would submit it (checked boxes only, no disabled fields, no files), values
 * trimmed and empty ones dropped. A name given more than once becomes a list, and so does a
 * checkbox group (two or more boxes of one name), a `<select multiple>` or a `name[]` field even
 * with one value chosen, so that the server always finds a list there. Profile-type switches are
 * left out: they have cookies of their own.
 */
export function readFilters(form: HTMLFormElement): FiltersValue {
  const listNames = new Set<string>();
  const checkboxNames = new Set<string>();
  const switchNames = new Set<string>();
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (!name) continue;
    if (element.hasAttribute(PROFILE_TYPE_SWITCH_ATTRIBUTE)) switchNames.add(name);
    else if (element instanceof HTMLSelectElement && element.multiple) listNames.add(name);
    else if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      if (checkboxNames.has(name)) listNames.add(name);
      checkboxNames.add(name);
    }
    if (name.endsWith('[]')) listNames.add(name);
  }

  const values = new Map<string, string[]>();
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || switchNames.has(name)) continue;
    const text = value.trim();
    if (text !== '') values.set(name, [...(values.get(name) ?? []), text]);
  }
  // fromEntries defines own properties: a field named "__proto__" cannot reach the prototype.
  return Object.fromEntries(
    Array.from(values, ([name, list]) => [name, list.length > 1 || listNames.has(name) ? list : (list[0] ?? '')]),
  );
}
