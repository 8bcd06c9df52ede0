import { safeMediaUrl } from '../../../shared/http/safe-media-url.ts';
import type { SuggestionItem } from './suggestion-items.ts';

/** Thumbnails are square, at this size in CSS pixels. */
const THUMB_SIZE_PX = 40;

interface SuggestionOptionProps {
  readonly id: string;
  readonly item: SuggestionItem;
  readonly active: boolean;
  readonly onHover: () => void;
  readonly onChoose: () => void;
}

/**
 * One suggestion as a `role="option"`: thumbnail (decorative), label, label_info and details, all
 * as text. The option never takes focus (the input keeps it, `aria-activedescendant` points here).
 */
export function SuggestionOption({ id, item, active, onHover, onChoose }: SuggestionOptionProps) {
  const thumb = safeMediaUrl(item.thumb);
  return (
    <li
      id={id}
      role="option"
      aria-selected={active ? 'true' : undefined}
      className={`search-suggestion${active ? ' is-active' : ''}`}
      onMouseMove={active ? undefined : onHover}
      // Keeps focus in the input, so that the click below lands before a blur closes the list.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      {thumb && (
        <img className="search-suggestion-thumb" src={thumb} alt="" loading="lazy" decoding="async" width={THUMB_SIZE_PX} height={THUMB_SIZE_PX} />
      )}
      <span className="search-suggestion-text">
        <span className="search-suggestion-label">{item.label}</span>
        {item.labelInfo && <> <span className="search-suggestion-info">{item.labelInfo}</span></>}
        {item.details && <> <span className="search-suggestion-details">{item.details}</span></>}
      </span>
    </li>
  );
}
