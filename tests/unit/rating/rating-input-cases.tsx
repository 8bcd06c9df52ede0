import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { INITIAL_RATING } from '../../../shared/constants.ts';
import type { RatingValue } from '../../../widgets/rating/rating-options.ts';
import { RatingInput } from '../../../widgets/rating/RatingInput.tsx';

const STAR_NAMES = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'];

/** Renders a rating input in a form named "Review", with a reset button, as a template would. */
function renderRating(initialValue: RatingValue = INITIAL_RATING) {
  const onChange = vi.fn();
  render(
    <form aria-label="Review">
      <RatingInput name="rating" label="Your rating" initialValue={initialValue} onChange={onChange} />
      <button type="reset">Reset</button>
    </form>,
  );
  const form = screen.getByRole<HTMLFormElement>('form', { name: 'Review' });
  const group = screen.getByRole('radiogroup', { name: 'Your rating' });
  return {
    onChange,
    group,
    star: (name: string) => within(group).getByRole<HTMLInputElement>('radio', { name }),
    /** What the form posts, as [name, value] pairs. */
    posted: () => [...new FormData(form)].map(([name, value]) => [name, String(value)]),
  };
}

/** The filled and hollow stars the visitor sees (hidden from screen readers). */
function shownStars(group: HTMLElement): string {
  return [...group.querySelectorAll('[aria-hidden="true"]')].map((glyph) => glyph.textContent).join('');
}

/**
 * The rating input's component tests, by role and accessible name, run on Preact and on React 19
 * (RatingInput.test.tsx, listed in vitest.config.ts's componentTests).
 */
export function describeRatingInput(): void {
  afterEach(() => {
    cleanup();
  });

  it('offers five radios named "1 star" to "5 stars" in a radio group named by its label, none chosen', () => {
    const { group } = renderRating();

    const radios = within(group).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(STAR_NAMES);
    for (const name of STAR_NAMES) expect(within(group).getByRole('radio', { name, checked: false })).toBeTruthy();
    expect(shownStars(group)).toBe('☆☆☆☆☆');
  });

  it('posts the initial value, the string "0", once, from its hidden input: the radios have no name', () => {
    const { posted } = renderRating();

    expect(posted()).toEqual([['rating', '0']]);
    expect(INITIAL_RATING).toBe('0');
  });

  it('starts from the value it is given, shown and posted', () => {
    const { star, group, posted } = renderRating('3');

    expect(star('3 stars').checked).toBe(true);
    expect(shownStars(group)).toBe('★★★☆☆');
    expect(posted()).toEqual([['rating', '3']]);
  });

  it('chooses the star clicked: the form posts its value and the change is reported once', async () => {
    const user = userEvent.setup();
    const { star, group, posted, onChange } = renderRating();

    await user.click(star('4 stars'));

    expect(star('4 stars').checked).toBe(true);
    expect(shownStars(group)).toBe('★★★★☆');
    expect(posted()).toEqual([['rating', '4']]);
    expect(onChange.mock.calls).toEqual([['4']]);
  });

  it('is one tab stop: the first star while nothing is chosen, then the chosen star', async () => {
    const user = userEvent.setup();
    const { star } = renderRating();

    await user.tab();
    expect(document.activeElement).toBe(star('1 star'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reset' }));

    await user.click(star('3 stars'));
    await user.tab();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(star('3 stars'));
  });

  it('moves the choice and the focus with the arrow keys, wrapping around at both ends', async () => {
    const user = userEvent.setup();
    const { star, posted, onChange } = renderRating();
    await user.tab();

    await user.keyboard('{ArrowRight}');
    expect(star('2 stars').checked).toBe(true);
    expect(document.activeElement).toBe(star('2 stars'));
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(star('5 stars'));
    await user.keyboard('{ArrowRight}');
    expect(star('1 star').checked).toBe(true);
    expect(document.activeElement).toBe(star('1 star'));
    await user.keyboard('{ArrowLeft}');
    expect(star('5 stars').checked).toBe(true);
    await user.keyboard('{ArrowUp}');
    expect(star('4 stars').checked).toBe(true);
    expect(document.activeElement).toBe(star('4 stars'));
    expect(posted()).toEqual([['rating', '4']]);
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['2', '3', '4', '5', '1', '5', '4']);
  });

  it('goes to the first and the last star with Home and End', async () => {
    const user = userEvent.setup();
    const { star, posted } = renderRating('3');
    await user.tab();

    await user.keyboard('{End}');
    expect(star('5 stars').checked).toBe(true);
    expect(document.activeElement).toBe(star('5 stars'));
    await user.keyboard('{Home}');
    expect(star('1 star').checked).toBe(true);
    expect(posted()).toEqual([['rating', '1']]);
  });

  it('chooses the focused star with Space', async () => {
    const user = userEvent.setup();
    const { star, posted } = renderRating();
    await user.tab();

    await user.keyboard(' ');

    expect(star('1 star').checked).toBe(true);
    expect(posted()).toEqual([['rating', '1']]);
  });

  it('goes back to its initial value when its form is reset', async () => {
    const user = userEvent.setup();
    const { star, group, posted } = renderRating('2');
    await user.click(star('5 stars'));

    await user.click(screen.getByRole('button', { name: 'Reset' }));

    await vi.waitFor(() => expect(star('2 stars').checked).toBe(true));
    expect(star('5 stars').checked).toBe(false);
    expect(shownStars(group)).toBe('★★☆☆☆');
    expect(posted()).toEqual([['rating', '2']]);
  });
}
