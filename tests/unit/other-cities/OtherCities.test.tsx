import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MAX_OTHER_CITIES } from '../../../shared/constants.ts';
import { getElement, renderFixture } from '../support/dom-fixture.ts';
import { addButton, HINT, LIMIT, names, page, renderOtherCities, withOtherCitiesPage } from './other-cities-fixture.tsx';

const testPage = withOtherCitiesPage();

const blocks = () => screen.queryAllByRole('group', { name: /^Other city \d$/ });
const waitForBlocks = (count: number) => vi.waitFor(() => expect(blocks()).toHaveLength(count));

describe('<OtherCities>', () => {
  it('renders nothing and leaves the server markup as printed until the first use', () => {
    renderFixture(page(1));
    const before = getElement('#root').outerHTML;
    const { container } = renderOtherCities(testPage.context);
    expect(container.innerHTML).toBe('');
    expect(getElement('#root').outerHTML).toBe(before);
  });

  it('adds a block from the template, numbered, focused on its country select, and says so', async () => {
    renderFixture(page());
    renderOtherCities(testPage.context);
    await userEvent.click(addButton());
    await waitForBlocks(1);
    const block = blocks()[0]!;
    const country = within(block).getByRole('combobox', { name: 'Country' });
    expect(country.getAttribute('name')).toBe('other_cities[0][country_id]');
    expect(country.id).toBe('other-city-0-country');
    expect(document.activeElement).toBe(country);
    expect(within(block).getByRole('button', { name: 'Remove other city 1' })).toBeDefined();
    // The template's tags, classes and nested geo-select root, its whitespace and comment.
    expect(block.className).toBe('other-city');
    expect(block.querySelector('legend')?.className).toBe('h6');
    expect(block.querySelector(':scope > [data-widget="geo-select"]')).not.toBeNull();
    expect(Array.from(block.childNodes).some((node) => node.nodeType === Node.COMMENT_NODE && node.textContent === ' its own pair ')).toBe(true);
    expect(testPage.context.events).toEqual([['add', { count: 1 }]]);
  });

  it(`stops at ${MAX_OTHER_CITIES}: Add is aria-disabled, still focusable, its description says why, and clicks on it add nothing`, async () => {
    renderFixture(page());
    renderOtherCities(testPage.context);
    for (let i = 1; i <= MAX_OTHER_CITIES; i += 1) {
      await userEvent.click(addButton());
      await waitForBlocks(i);
    }
    expect(names()).toEqual([0, 1, 2].flatMap((i) => [`other_cities[${i}][country_id]`, `other_cities[${i}][city_id]`]));
    expect(addButton().getAttribute('aria-disabled')).toBe('true');
    expect(addButton().classList.contains('disabled')).toBe(true);
    expect((addButton() as HTMLButtonElement).disabled).toBe(false);
    expect(getElement('#hint').textContent).toBe(LIMIT);
    addButton().click();
    await userEvent.keyboard('{Enter}');
    expect(blocks()).toHaveLength(MAX_OTHER_CITIES);
    expect(testPage.context.events.map(([name]) => name)).toEqual(['add', 'add', 'add']);
  });

  it('takes over the printed blocks on the first Remove: the same fields and nodes, numbered again, the next one focused', async () => {
    renderFixture(page(2));
    const printedSelect = getElement<HTMLSelectElement>('#other-city-1-country');
    printedSelect.value = '818';
    const printedGeoRoot = printedSelect.parentElement;
    renderOtherCities(testPage.context);
    await userEvent.click(screen.getByRole('button', { name: 'Remove other city 1' }));
    await waitForBlocks(1);
    expect(names()).toEqual(['other_cities[0][country_id]', 'other_cities[0][city_id]']);
    const moved = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
    expect(moved).toBe(printedSelect);
    expect(moved.id).toBe('other-city-0-country');
    expect(moved.value).toBe('818');
    expect(moved.parentElement).toBe(printedGeoRoot);
    expect(document.activeElement).toBe(moved);
    expect(within(blocks()[0]!).getByRole('button', { name: 'Remove other city 1' })).toBeDefined();
    expect(blocks()[0]?.className).toBe('other-city');
    expect(getElement('#hint').textContent).toBe(HINT);
    expect(testPage.context.events).toEqual([['remove', { count: 1 }]]);
  });

  it('says why Add is off at once when the page opens with the most blocks', async () => {
    renderFixture(page(MAX_OTHER_CITIES));
    renderOtherCities(testPage.context);
    await vi.waitFor(() => expect(getElement('#hint').textContent).toBe(LIMIT));
    expect(addButton().getAttribute('aria-disabled')).toBe('true');
    expect(blocks()).toHaveLength(MAX_OTHER_CITIES);
    expect(testPage.context.events).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove other city 2' }));
    expect(names()).toEqual(['other_cities[0][country_id]', 'other_cities[0][city_id]', 'other_cities[1][country_id]', 'other_cities[1][city_id]']);
    expect(document.activeElement).toBe(getElement('#other-city-1-country'));
    expect(addButton().hasAttribute('aria-disabled')).toBe(false);
    expect(getElement('#hint').textContent).toBe(HINT);
  });

  it('focuses the previous block after removing the last, and Add after removing the only one', async () => {
    renderFixture(page());
    renderOtherCities(testPage.context);
    await userEvent.click(addButton());
    await waitForBlocks(1);
    await userEvent.click(addButton());
    await waitForBlocks(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove other city 2' }));
    expect(blocks()).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove other city 1' }));
    expect(blocks()).toHaveLength(0);
    expect(document.activeElement).toBe(addButton());
    expect(testPage.context.events).toEqual([
      ['add', { count: 1 }],
      ['add', { count: 2 }],
      ['remove', { count: 1 }],
      ['remove', { count: 0 }],
    ]);
  });

  it('puts the printed blocks it still shows back when unmounted, and stops listening', async () => {
    renderFixture(page(2));
    const printed = Array.from(document.querySelectorAll('[data-other-city]'));
    const { unmount } = renderOtherCities(testPage.context);
    await userEvent.click(addButton());
    await waitForBlocks(3);
    await userEvent.click(screen.getByRole('button', { name: 'Remove other city 1' }));
    unmount();
    expect(Array.from(document.querySelectorAll('[data-other-city]'))).toEqual([printed[1]]);
    expect(printed[1]?.querySelector('select')?.name).toBe('other_cities[0][country_id]');
    addButton().click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelectorAll('[data-other-city]')).toHaveLength(1);
  });

  it('reports a root without its list, template, add button or hint, renders nothing and leaves it alone', () => {
    renderFixture('<div data-widget="other-cities" id="root"><button type="button" data-other-cities-add>Add another city</button></div>');
    const before = getElement('#root').outerHTML;
    const { container } = renderOtherCities(testPage.context);
    expect(testPage.context.problems).toEqual([
      [
        'parts',
        'it needs an element data-other-cities-list, a <template data-other-cities-template>, a <button data-other-cities-add> and an element data-other-cities-hint inside; other cities cannot be added.',
      ],
    ]);
    expect(container.innerHTML).toBe('');
    expect(getElement('#root').outerHTML).toBe(before);
  });
});
