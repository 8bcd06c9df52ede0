import { useRef, useState, type KeyboardEvent } from 'react';
import { useFormReset } from '../../shared/forms/use-form-reset.ts';
import { ratingMessages } from '../../shared/messages/catalogue/rating-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import type { RatingValue } from './rating-options.ts';
import { ratingClasses, STAR_COUNTS, STAR_OFF, STAR_ON } from './rating-stars.ts';
import { starForKey } from './star-for-key.ts';

const t = messagesFrom(ratingMessages);

/** What `widgets:rating:change` carries: the value the visitor chose, as the form posts it. */
export interface RatingChangeDetail {
  readonly value: RatingValue;
}

/** Props of `<RatingInput>`. */
export interface RatingInputProps {
  /** The field the hidden input posts (`data-name`). */
  readonly name: string;
  /** The radio group's accessible name (`data-label`). */
  readonly label: string;
  /** The value before the visitor chooses, and after the form is reset: `0` (nothing chosen) to `5`. */
  readonly initialValue: RatingValue;
  /** Called with each value the visitor chooses. */
  readonly onChange?: (value: RatingValue) => void;
}

/**
 * A star rating input (contract "Rating"): five native radios named "1 star" to "5 stars" in a
 * radio group named `label`, each laid transparent over its star. The radios have no `name`, so
 * the value posts once, from the hidden input `name`. Keyboard as the WAI-ARIA radio group pattern:
 * one tab stop (the chosen star, else the first), arrow keys move the choice and the focus, Space
 * chooses the focused star.
 */
export function RatingInput({ name, label, initialValue, onChange }: RatingInputProps) {
  const [value, setValue] = useState<RatingValue>(initialValue);
  // Bumped by a form reset: re-rendering puts back the checked radio the browser's reset cleared.
  const [, setResets] = useState(0);
  const hidden = useRef<HTMLInputElement>(null);
  const radios = useRef<(HTMLInputElement | null)[]>([]);
  const chosen = Number(value);

  useFormReset(hidden, () => {
    setValue(initialValue);
    setResets((resets) => resets + 1);
  });

  const choose = (stars: number) => {
    const next = String(stars) as RatingValue;
    setValue(next);
    if (next !== value) onChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, from: number) => {
    const to = starForKey(from, event.key);
    if (to === null) return;
    // The browser's own arrow handling would move between radios too (or not at all, unnamed).
    event.preventDefault();
    choose(to);
    radios.current[to - 1]?.focus();
  };

  return (
    <>
      <span role="radiogroup" aria-label={label} className={ratingClasses.stars}>
        {STAR_COUNTS.map((stars) => (
          <span key={stars} className={ratingClasses.star}>
            <input
              ref={(radio) => {
                radios.current[stars - 1] = radio;
              }}
              type="radio"
              className={ratingClasses.radio}
              value={String(stars)}
              aria-label={t(stars === 1 ? 'ratingStar' : 'ratingStars', { count: stars })}
              checked={stars === chosen}
              tabIndex={stars === Math.max(chosen, 1) ? 0 : -1}
              onChange={() => choose(stars)}
              onKeyDown={(event) => onKeyDown(event, stars)}
            />
            <span aria-hidden="true">{stars <= chosen ? STAR_ON : STAR_OFF}</span>
          </span>
        ))}
      </span>
      <input ref={hidden} type="hidden" name={name} value={value} />
    </>
  );
}
