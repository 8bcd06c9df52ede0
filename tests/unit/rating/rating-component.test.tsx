import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dropStyleSheet, isStyleSheetAdopted } from '../../../shared/styles/adopt-style-sheet.ts';
import { Rating } from '../../../widgets/rating/Rating.tsx';
import type { RatingOptions } from '../../../widgets/rating/rating-options.ts';
import { RATING_STYLE_ID } from '../../../widgets/rating/rating-style.ts';
import { recordingContext } from '../support/fake-context.ts';
import { expectSameMarkup } from '../support/same-markup.ts';

const root = () => document.createElement('div');

function renderRating(options: Partial<RatingOptions>) {
  const context = recordingContext('rating');
  const view = render(
    <form aria-label="Review">
      <Rating root={root()} options={{ value: '0', readonly: false, name: 'rating', ...options }} context={context} />
    </form>,
  );
  const form = screen.getByRole<HTMLFormElement>('form', { name: 'Review' });
  return { context, ...view, posted: () => [...new FormData(form)].map(([name, value]) => [name, String(value)]) };
}

afterEach(() => {
  cleanup();
  dropStyleSheet(RATING_STYLE_ID);
});

describe('<Rating>', () => {
  it('read-only, prints what the template printed', () => {
    const { container } = renderRating({ readonly: true, value: '0' });

    expectSameMarkup(container.querySelector('form')!, '<span class="rating-stars" aria-hidden="true">☆☆☆☆☆</span><span class="sr-only">Not rated yet</span>');
  });

  it('read-only, shows the stars hidden from screen readers and their meaning in text, and no control', () => {
    renderRating({ readonly: true, value: '4' });

    expect(screen.getByText('4 out of 5 stars').className).toBe('sr-only');
    expect(screen.getByText('★★★★☆').getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(isStyleSheetAdopted(RATING_STYLE_ID)).toBe(true);
  });

  it('as an input, first prints what the template printed (stars and hidden input), then its radio group', async () => {
    const { container, posted } = renderRating({ value: '2', name: 'rating_punctuality' });

    expectSameMarkup(
      container.querySelector('form')!,
      '<span class="rating-stars" aria-hidden="true">★★☆☆☆</span><input type="hidden" name="rating_punctuality" value="2">',
    );
    const group = await screen.findByRole('radiogroup', { name: 'Rating' });
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: '2 stars' }).checked).toBe(true);
    expect(posted()).toEqual([['rating_punctuality', '2']]);
  });

  it('announces each value chosen as its change event', async () => {
    const user = userEvent.setup();
    const { context } = renderRating({ label: 'Punctuality' });

    const group = await screen.findByRole('radiogroup', { name: 'Punctuality' });
    await user.click(within(group).getByRole('radio', { name: '5 stars' }));
    await user.keyboard('{Home}');

    expect(context.events).toEqual([
      ['change', { value: '5' }],
      ['change', { value: '1' }],
    ]);
  });
});
