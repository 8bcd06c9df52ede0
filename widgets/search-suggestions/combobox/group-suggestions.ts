import type { SuggestionItem } from './suggestion-items.ts';

/** One category of suggestions as shown: its heading (empty for items without one) and its items. */
export interface SuggestionGroup {
  readonly category: string;
  readonly items: readonly SuggestionItem[];
  /** The index, in display order over all groups, of the group's first item. */
  readonly firstIndex: number;
}

/**
 * Groups suggestions by category, the categories in the order the server first names them and
 * the items in the server's order within each; items without a category come first, ungrouped.
 */
export function groupSuggestions(items: readonly SuggestionItem[]): SuggestionGroup[] {
  const byCategory = new Map<string, SuggestionItem[]>([['', []]]);
  for (const item of items) {
    const category = item.category.trim();
    const group = byCategory.get(category);
    if (group) group.push(item);
    else byCategory.set(category, [item]);
  }
  const groups: SuggestionGroup[] = [];
  let firstIndex = 0;
  for (const [category, groupItems] of byCategory) {
    if (groupItems.length === 0) continue;
    groups.push({ category, items: groupItems, firstIndex });
    firstIndex += groupItems.length;
  }
  return groups;
}
