import { describe, expect, it } from 'vitest';
import { groupSuggestions } from '../../../widgets/search-suggestions/combobox/group-suggestions.ts';
import type { SuggestionItem } from '../../../widgets/search-suggestions/combobox/suggestion-items.ts';

function item(label: string, category: string): SuggestionItem {
  return { value: label, label, labelInfo: '', details: '', url: '', thumb: '', category };
}

describe('groupSuggestions', () => {
  it('groups by category in the order the server first names each, keeping the item order within', () => {
    const groups = groupSuggestions([item('Anna', 'Profiles'), item('Berlin', 'Cities'), item('Annabel', 'Profiles'), item('Bern', 'Cities')]);
    expect(groups.map((group) => [group.category, group.items.map((entry) => entry.label), group.firstIndex])).toEqual([
      ['Profiles', ['Anna', 'Annabel'], 0],
      ['Cities', ['Berlin', 'Bern'], 2],
    ]);
  });

  it('puts the items without a category first, in a group without heading', () => {
    const groups = groupSuggestions([item('Berlin', 'Cities'), item('Loose', ''), item('Spaces', '  ')]);
    expect(groups.map((group) => [group.category, group.items.length, group.firstIndex])).toEqual([
      ['', 2, 0],
      ['Cities', 1, 2],
    ]);
  });

  it('gives no group for no items', () => {
    expect(groupSuggestions([])).toEqual([]);
  });
});
