import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropStyleSheet, isStyleSheetAdopted } from '../../../shared/styles/adopt-style-sheet.ts';
import ratingWidget from '../../../widgets/rating/index.ts';
import { RATING_STYLE_ID } from '../../../widgets/rating/rating-style.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { renderRatingDisplay } from '../../../demo-pages/server/pages/render-rating.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import { getElement, renderFixture, resetPage, setPageConfig } from '../support/dom-fixture.ts';
import { settle, startTestWidgets } from '../support/runtime-harness.ts';
import { expectSameMarkup } from '../support/same-markup.ts';

/** The server markup of an input, as docs/widgets.md's catalogue gives it. */
const INPUT_SERVER_MARKUP = '<span class="rating-stars" aria-hidden="true">☆☆☆☆☆</span><input type="hidden" name="rating" value="0">';

let consoleError: ConsoleErrorSpy;
let changes: unknown[];
const onChange = (event: Event) => changes.push((event as CustomEvent).detail);

beforeEach(() => {
  consoleError = spyOnConsoleError();
  changes = [];
  document.addEventListener('widgets:rating:change', onChange);
});

afterEach(() => {
  document.removeEventListener('widgets:rating:change', onChange);
  resetPage();
  dropStyleSheet(RATING_STYLE_ID);
});

/** Starts the widgets on `html` and waits for every rating input's React part. */
async function mountRatings(html: string) {
  renderFixture(html);
  const api = startTestWidgets(widgetRegistry);
  await settle(api);
  const inputs = document.querySelectorAll('[data-widget="rating"]:not([data-readonly])').length;
  await vi.waitFor(() => expect(screen.queryAllByRole('radiogroup')).toHaveLength(inputs), { timeout: 5000 });
  return api;
}

describe('the rating widget', () => {
  it('is named rating and is the chunk the registry loads', async () => {
    expect(ratingWidget.name).toBe('rating');
    await expect(widgetRegistry['rating']?.()).resolves.toMatchObject({ default: ratingWidget });
  });

  describe('as an input (the default)', () => {
    it('renders a radio group named "Rating" holding the hidden input `rating`, initially the string "0"', async () => {
      await mountRatings(`<form aria-label="Review"><div id="root" data-widget="rating">${INPUT_SERVER_MARKUP}</div></form>`);

      const group = screen.getByRole('radiogroup', { name: 'Rating' });
      expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
      const root = getElement('#root');
      const hidden = root.querySelectorAll<HTMLInputElement>('input[type="hidden"]');
      expect([...hidden].map((input) => [input.name, input.value])).toEqual([['rating', '0']]);
      expect([...new FormData(getElement<HTMLFormElement>('form'))]).toEqual([['rating', '0']]);
      expect(root.getAttribute('data-widget-state')).toBe('mounted');
      expect(isStyleSheetAdopted(RATING_STYLE_ID)).toBe(true);
    });

    it('takes its field name, its group name and its initial value from data-name, data-label and data-value', async () => {
      await mountRatings('<form><div data-widget="rating" data-name="rating_punctuality" data-label="Punctuality" data-value="3"></div></form>');

      const group = screen.getByRole('radiogroup', { name: 'Punctuality' });
      expect(within(group).getByRole<HTMLInputElement>('radio', { name: '3 stars' }).checked).toBe(true);
      expect([...new FormData(getElement<HTMLFormElement>('form'))]).toEqual([['rating_punctuality', '3']]);
    });

    it('dispatches widgets:rating:change with each value the visitor chooses', async () => {
      const user = userEvent.setup();
      await mountRatings(`<form><div data-widget="rating">${INPUT_SERVER_MARKUP}</div></form>`);

      await user.click(screen.getByRole('radio', { name: '4 stars' }));
      await user.keyboard('{ArrowLeft}');

      expect(changes).toEqual([{ value: '4' }, { value: '3' }]);
    });

    it('names its stars in the page config\'s language', async () => {
      setPageConfig({ messages: { ratingLabel: 'Bewertung', ratingStar: '{count} Stern', ratingStars: '{count} Sterne' } });
      await mountRatings('<div data-widget="rating"></div>');

      const group = screen.getByRole('radiogroup', { name: 'Bewertung' });
      expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['1 Stern', '2 Sterne', '3 Sterne', '4 Sterne', '5 Sterne']);
    });

    it('puts the server markup back when its root is unmounted', async () => {
      const api = await mountRatings(`<div id="root" data-widget="rating">${INPUT_SERVER_MARKUP}</div>`);

      api.unmount(getElement('#root'));

      expect(getElement('#root').innerHTML).toBe(INPUT_SERVER_MARKUP);
    });
  });

  describe('read-only (data-readonly)', () => {
    it.each([
      ['4', '★★★★☆', '4 out of 5 stars'],
      ['1', '★☆☆☆☆', '1 out of 5 stars'],
      ['5', '★★★★★', '5 out of 5 stars'],
      ['0', '☆☆☆☆☆', 'Not rated yet'],
    ])('shows data-value="%s" as %s, hidden from screen readers, with the text "%s" for them', async (value, stars, text) => {
      await mountRatings(`<p>Rated <span id="root" data-widget="rating" data-readonly data-value="${value}"></span></p>`);

      const root = getElement('#root');
      expect(getElement('[aria-hidden="true"]', root).textContent).toBe(stars);
      expect(getElement('.sr-only', root).textContent).toBe(text);
      expect(root.textContent).toBe(`${stars}${text}`);
      expect(screen.queryByRole('radio')).toBeNull();
      expect(root.querySelector('input')).toBeNull();
    });

    it('shows "Not rated yet" without data-value: a rating starts at "0"', async () => {
      await mountRatings('<span id="root" data-widget="rating" data-readonly></span>');

      expect(getElement('.sr-only', getElement('#root')).textContent).toBe('Not rated yet');
    });

    it('renders exactly the markup the demo templates print, so that mounting moves nothing', async () => {
      const printed = [0, 1, 2, 3, 4, 5].map((value) => renderRatingDisplay(value)).join('');
      renderFixture(`<div id="page">${printed}</div>`);
      const before = getElement('#page').innerHTML;
      const api = startTestWidgets(widgetRegistry);
      await settle(api);

      const mounted = getElement('#page').cloneNode(true) as HTMLElement;
      for (const root of mounted.querySelectorAll('[data-widget-state]')) root.removeAttribute('data-widget-state');
      expect(document.querySelectorAll('[data-widget-state="mounted"]')).toHaveLength(6);
      expectSameMarkup(mounted, before);
    });
  });

  describe('with invalid options', () => {
    it.each([
      ['data-value="7"', 'data-value expected a whole number of stars from 0 to 5, found "7"'],
      ['data-value="4.5" data-readonly', 'data-value expected a whole number of stars from 0 to 5, found "4.5"'],
      ['data-readonly="1" data-value="3"', 'data-readonly expected no value: write the attribute alone to turn it on, leave it out to turn it off, found "1"'],
      ['data-name=" "', 'data-name expected non-empty text, found " "'],
      ['data-label=""', 'data-label expected non-empty text, found ""'],
    ])('%s is not mounted, and one console error names the element, the attribute and the rule', async (attributes, problem) => {
      renderFixture(`<div id="root" data-widget="rating" ${attributes}><span class="rating-stars" aria-hidden="true">☆☆☆☆☆</span></div>`);
      const root = getElement('#root');
      // The console writes an empty attribute by its name alone, as describeElement does.
      const element = `<div id="root" data-widget="rating" ${attributes.replace('=""', '')}>`;
      const api = startTestWidgets(widgetRegistry);
      await settle(api);

      expect(consoleError.mock.calls).toEqual([[`[widgets] "rating" was not mounted on ${element}: ${problem}.`]]);
      expect(root.getAttribute('data-widget-state')).toBe('error');
      expect(screen.queryByRole('radiogroup')).toBeNull();
      expect(root.innerHTML).toBe('<span class="rating-stars" aria-hidden="true">☆☆☆☆☆</span>');
    });
  });
});
