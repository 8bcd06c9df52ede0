import { afterEach, expect, it, vi } from 'vitest';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { spyOnConsoleError } from '../support/console-spy.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { settle, startTestWidgets } from '../support/runtime-harness.ts';

// The input's React part never arrives, as when its chunk is refused or the network drops.
vi.mock('../../../widgets/rating/RatingInput.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const SERVER_MARKUP = '<span class="rating-stars" aria-hidden="true">☆☆☆☆☆</span><input type="hidden" name="rating" value="0">';

afterEach(() => {
  resetPage();
});

it('says so in place of stars that cannot be chosen when the input\'s React part failed to load, reports it once, and keeps the hidden input, so the form still posts "0"', async () => {
  const consoleError = spyOnConsoleError();
  renderFixture(`<form><div id="root" data-widget="rating">${SERVER_MARKUP}</div></form>`);
  const api = startTestWidgets(widgetRegistry);
  await settle(api);

  await vi.waitFor(() => expect(getElement('#root').getAttribute('data-widget-state')).toBe('error'));
  expect(consoleError.mock.calls.map(([message]) => message)).toEqual([
    '[widgets] "rating" failed while loading the rating input on <div id="root" data-widget="rating" data-widget-state="mounted">; the rest of the page keeps working.',
  ]);
  expect(getElement('#root').textContent).toBe('This part of the page could not be loaded. Check your connection and try again.');
  expect(getElement('#root').querySelector('.rating-stars')).toBeNull();
  expect([...new FormData(getElement<HTMLFormElement>('form'))]).toEqual([['rating', '0']]);

  api.unmount(getElement('#root'));
  expect(getElement('#root').innerHTML).toBe(SERVER_MARKUP);
});
