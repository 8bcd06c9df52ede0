import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_OTHER_CITIES } from '../../../shared/constants.ts';
import otherCitiesWidget from '../../../widgets/other-cities/index.ts';
import { OtherCitiesOptionsSchema } from '../../../widgets/other-cities/other-cities-options.ts';
import { numberOtherCity } from '../../../widgets/other-cities/number-other-city.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { createProbeWidget } from '../support/fake-widgets.tsx';
import { accessibleName } from '../support/accessible-name.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import { createElementFromHtml, flushTasks, getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { settle, startTestWidgets } from '../support/runtime-harness.ts';

const registry = { 'other-cities': () => import('../../../widgets/other-cities/index.ts') };

const BLOCK = (index: string, number: string) => `<fieldset data-other-city>
  <legend data-other-city-title>Other city ${number}</legend>
  <div data-geo-pair>
    <label for="other-city-${index}-country">Country</label>
    <select id="other-city-${index}-country" name="other_cities[${index}][country_id]"><option value="">Select country</option><option value="818">US</option></select>
    <label for="other-city-${index}-city">City</label>
    <select id="other-city-${index}-city" name="other_cities[${index}][city_id]" aria-describedby="geo-status-9"><option value="">Select city</option></select>
  </div>
  <button type="button" data-other-city-remove>Remove other city ${number}</button>
</fieldset>`;

function page(blocks = 0): string {
  const rendered = Array.from({ length: blocks }, (_, i) => BLOCK(String(i), String(i + 1))).join('');
  return `<div data-widget="other-cities" id="root">
    <div data-other-cities-list>${rendered}</div>
    <p id="hint" data-other-cities-hint aria-live="polite">You can add up to 3 other cities.</p>
    <button type="button" id="add" data-other-cities-add aria-describedby="hint">Add another city</button>
    <template data-other-cities-template>${BLOCK('__index__', '__number__')}</template>
  </div>`;
}

const addButton = () => getElement<HTMLButtonElement>('#add');
const blocks = () => Array.from(document.querySelectorAll<HTMLElement>('[data-other-city]'));
const names = () => Array.from(document.querySelectorAll<HTMLSelectElement>('[data-other-city] select'), (select) => select.name);
const removeButton = (number: number) =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('[data-other-city-remove]')).find((button) => accessibleName(button) === `Remove other city ${number}`);

let consoleError: ConsoleErrorSpy;

async function mount(count = 0) {
  await import('../../../widgets/other-cities/other-city-list.tsx');
  renderFixture(page(count));
  const api = startTestWidgets(registry);
  await settle(api);
  await flushTasks();
  return api;
}

async function click(button: HTMLElement | undefined): Promise<void> {
  if (!button) throw new Error('No such button.');
  button.click();
  await flushTasks();
  await flushTasks();
}

beforeEach(() => {
  consoleError = spyOnConsoleError();
});

afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  resetPage();
});

describe('the other-cities widget', () => {
  it('is named other-cities, takes no options and is the chunk the registry loads', async () => {
    expect(otherCitiesWidget.name).toBe('other-cities');
    expect(otherCitiesWidget.options).toBe(OtherCitiesOptionsSchema);
    await expect(widgetRegistry['other-cities']?.()).resolves.toMatchObject({ default: otherCitiesWidget });
  });

  it('adds a block numbered 0 from the template and focuses its country select', async () => {
    await mount();
    await click(addButton());
    expect(blocks()).toHaveLength(1);
    expect(names()).toEqual(['other_cities[0][country_id]', 'other_cities[0][city_id]']);
    expect(getElement('label[for="other-city-0-country"]').textContent).toBe('Country');
    expect(document.activeElement).toBe(getElement('#other-city-0-country'));
    expect(getElement('[data-other-city-title]').textContent).toBe('Other city 1');
    expect(removeButton(1)).toBeDefined();
  });

  it(`stops at ${MAX_OTHER_CITIES}: the add button is aria-disabled (not disabled) and its description says why`, async () => {
    expect(MAX_OTHER_CITIES).toBe(3);
    await mount();
    for (let i = 0; i < 5; i += 1) await click(addButton());
    expect(blocks()).toHaveLength(3);
    expect(names()).toEqual([
      'other_cities[0][country_id]',
      'other_cities[0][city_id]',
      'other_cities[1][country_id]',
      'other_cities[1][city_id]',
      'other_cities[2][country_id]',
      'other_cities[2][city_id]',
    ]);
    expect(addButton().getAttribute('aria-disabled')).toBe('true');
    expect(addButton().disabled).toBe(false);
    expect(getElement('#hint').textContent).toBe('You have added 3 other cities, the most allowed. Remove one to add another.');
  });

  it('says why the add button is off at once when the page opens with the most blocks', async () => {
    await mount(3);
    await flushTasks();
    expect(addButton().getAttribute('aria-disabled')).toBe('true');
    expect(getElement('#hint').textContent).toBe('You have added 3 other cities, the most allowed. Remove one to add another.');
  });

  it('removes a block, numbers the rest from 0 again and focuses the next block', async () => {
    await mount(3);
    getElement<HTMLSelectElement>('#other-city-2-country').value = '818';
    await click(removeButton(2));
    expect(blocks()).toHaveLength(2);
    expect(names()).toEqual(['other_cities[0][country_id]', 'other_cities[0][city_id]', 'other_cities[1][country_id]', 'other_cities[1][city_id]']);
    const moved = getElement<HTMLSelectElement>('#other-city-1-country');
    expect(moved.value).toBe('818');
    expect(document.activeElement).toBe(moved);
    expect(blocks()[1]?.querySelector('legend')?.textContent).toBe('Other city 2');
    expect(removeButton(2)).toBe(blocks()[1]?.querySelector('button'));
    expect(addButton().hasAttribute('aria-disabled')).toBe(false);
    expect(getElement('#hint').textContent).toBe('You can add up to 3 other cities.');
  });

  it('focuses the previous block after removing the last one, and the add button after removing the only one', async () => {
    await mount(2);
    await click(removeButton(2));
    expect(document.activeElement).toBe(getElement('#other-city-0-country'));
    await click(removeButton(1));
    expect(blocks()).toHaveLength(0);
    expect(document.activeElement).toBe(addButton());
  });

  it('reports a root without its template once, and leaves the page working', async () => {
    consoleError.mockImplementation(() => {});
    renderFixture('<div data-widget="other-cities" id="root"><button type="button" data-other-cities-add>Add another city</button></div>');
    const api = startTestWidgets(registry);
    await settle(api);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('<template data-other-cities-template>');
    consoleError.mockClear();
  });

  it("mounts each block's nested geo-select root through the runtime, and unmounts it with its block", async () => {
    const geoSelect = createProbeWidget('geo-select');
    renderFixture(page(1).replaceAll('<div data-geo-pair>', '<div data-geo-pair data-widget="geo-select">'));
    const api = startTestWidgets({ ...registry, 'geo-select': geoSelect.loader });
    await settle(api);
    const printed = getElement('[data-geo-pair]');
    expect(geoSelect.probe.mounts).toEqual([printed]);
    await click(addButton());
    await settle(api);
    const added = blocks()[1]?.querySelector<HTMLElement>('[data-geo-pair]');
    expect(geoSelect.probe.mounts).toEqual([printed, added]);
    // The printed block was taken over by the list: its root moved, and stayed mounted.
    expect(geoSelect.probe.unmounts).toEqual([]);
    await click(removeButton(2));
    await settle(api);
    expect(geoSelect.probe.unmounts).toEqual([added]);
    expect(printed.getAttribute('data-widget-state')).toBe('mounted');
  });
});

describe('numbering an other-city block', () => {
  it('rewrites the index in names, ids and label references, and leaves other ids alone', () => {
    const block = createElementFromHtml<HTMLElement>(BLOCK('__index__', '__number__'));
    numberOtherCity(block, 2);
    expect(Array.from(block.querySelectorAll('select'), (select) => [select.name, select.id])).toEqual([
      ['other_cities[2][country_id]', 'other-city-2-country'],
      ['other_cities[2][city_id]', 'other-city-2-city'],
    ]);
    expect(Array.from(block.querySelectorAll('label'), (label) => label.htmlFor)).toEqual(['other-city-2-country', 'other-city-2-city']);
    expect(block.querySelector('#other-city-2-city')?.getAttribute('aria-describedby')).toBe('geo-status-9');
    numberOtherCity(block, 0);
    expect(block.querySelector('select')?.name).toBe('other_cities[0][country_id]');
  });
});
