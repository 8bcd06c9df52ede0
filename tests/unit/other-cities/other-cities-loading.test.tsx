import { describe, expect, it, vi } from 'vitest';
import { getElement, renderFixture } from '../support/dom-fixture.ts';
import { addButton, names, page, renderOtherCities, withOtherCitiesPage } from './other-cities-fixture.tsx';

// In a file of its own: the list code, once loaded, stays for the file's other tests, and a tap then acts at once.
const testPage = withOtherCitiesPage();

describe('<OtherCities> used before its list code is there', () => {
  it('applies in order the clicks made while its list code loads', async () => {
    renderFixture(page(1));
    renderOtherCities(testPage.context);
    addButton().click();
    // Feedback at once, before the code is there (issue 19).
    expect(addButton().getAttribute('aria-busy')).toBe('true');
    addButton().click();
    getElement('[data-other-city-remove]').click();
    await vi.waitFor(() => expect(testPage.context.events).toHaveLength(3));
    expect(testPage.context.events).toEqual([
      ['add', { count: 2 }],
      ['add', { count: 3 }],
      ['remove', { count: 2 }],
    ]);
    expect(names()).toEqual(['other_cities[0][country_id]', 'other_cities[0][city_id]', 'other_cities[1][country_id]', 'other_cities[1][city_id]']);
    expect(addButton().hasAttribute('aria-busy')).toBe(false);
  });
});
