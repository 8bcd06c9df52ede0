import type { ComboboxIds } from './combobox-ids.ts';
import type { SuggestionGroup } from './group-suggestions.ts';
import { SuggestionOption } from './SuggestionOption.tsx';

interface SuggestionListProps {
  readonly ids: ComboboxIds;
  readonly label: string;
  readonly groups: readonly SuggestionGroup[];
  readonly active: number;
  readonly open: boolean;
  readonly onHover: (index: number) => void;
  readonly onChoose: (index: number) => void;
}

/**
 * The `role="listbox"` popup: one `role="group"` per category, named by its heading (the APG's
 * grouped listbox), holding its options. It stays in the page while closed (hidden), so the
 * input's `aria-controls` always names an element.
 */
export function SuggestionList({ ids, label, groups, active, open, onHover, onChoose }: SuggestionListProps) {
  const options = (group: SuggestionGroup) =>
    group.items.map((item, offset) => {
      const index = group.firstIndex + offset;
      return (
        <SuggestionOption
          key={index}
          id={ids.option(index)}
          item={item}
          active={index === active}
          onHover={() => onHover(index)}
          onChoose={() => onChoose(index)}
        />
      );
    });
  return (
    <div id={ids.listbox} role="listbox" aria-label={label} className="search-suggestions-listbox" hidden={!open}>
      {groups.map((group, groupIndex) =>
        group.category === '' ? (
          <ul key="" role="presentation" className="search-suggestions-ungrouped">
            {options(group)}
          </ul>
        ) : (
          <ul key={`group-${groupIndex}`} role="group" aria-labelledby={ids.group(groupIndex)} className="search-suggestions-group">
            <li role="presentation" id={ids.group(groupIndex)} className="search-suggestions-category">
              {group.category}
            </li>
            {options(group)}
          </ul>
        ),
      )}
    </div>
  );
}
