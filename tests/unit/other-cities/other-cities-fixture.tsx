/** The add-profile page's other-city root as PHP prints it, and what the component tests read of it. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';
import { OtherCities } from '../../../widgets/other-cities/OtherCities.tsx';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import { getElement, resetPage } from '../support/dom-fixture.ts';
import { recordingContext, type RecordingContext } from '../support/fake-context.ts';

export const HINT = 'You can add up to 3 other cities.';
export const LIMIT = 'You have added 3 other cities, the most allowed. Remove one to add another.';

// As PHP prints a block: whitespace and a comment between the tags, a nested geo-select root.
const BLOCK = (index: string, number: string) => `<fieldset class="other-city" data-other-city>
    <legend class="h6" data-other-city-title>Other city ${number}</legend>
    <!-- its own pair -->
    <div class="form-row" data-widget="geo-select">
      <label for="other-city-${index}-country">Country</label>
      <select id="other-city-${index}-country" name="other_cities[${index}][country_id]"><option value="">Select country</option><option value="818">US</option></select>
      <label for="other-city-${index}-city">City</label>
      <select id="other-city-${index}-city" name="other_cities[${index}][city_id]"><option value="">Select city</option></select>
    </div>
    <button type="button" class="btn" data-other-city-remove>Remove other city ${number}</button>
  </fieldset>`;

export function page(printed = 0): string {
  const blocks = Array.from({ length: printed }, (_, i) => BLOCK(String(i), String(i + 1))).join('\n  ');
  return `<div data-widget="other-cities" id="root" role="group" aria-labelledby="title">
  <h3 id="title">Other cities</h3>
  <div data-other-cities-list>
  ${blocks}
  </div>
  <p id="hint" data-other-cities-hint aria-live="polite">${HINT}</p>
  <button type="button" data-other-cities-add aria-describedby="hint">Add another city</button>
  <template data-other-cities-template>
  ${BLOCK('__index__', '__number__')}
  </template>
</div>`;
}


/** Renders the component on the page's `#root` (render `page()` first). */
export const renderOtherCities = (context: RecordingContext) => render(<OtherCities root={getElement('#root')} options={{}} context={context} />);
export const addButton = () => screen.getByRole('button', { name: 'Add another city' });
/** The names of the blocks' selects, in page order. */
export const names = () => Array.from(document.querySelectorAll<HTMLSelectElement>('[data-other-city] select'), (select) => select.name);

/**
 * Each test of the file gets a fresh recording context, and ends with no console error and the page
 * reset. Call at the top of a test file; read `context` inside a test.
 */
export function withOtherCitiesPage(): { readonly context: RecordingContext } {
  let context: RecordingContext | undefined;
  let consoleError: ConsoleErrorSpy;
  beforeEach(() => {
    context = recordingContext('other-cities');
    consoleError = spyOnConsoleError();
  });
  afterEach(() => {
    cleanup();
    expect(consoleError).not.toHaveBeenCalled();
    resetPage();
  });
  return {
    get context() {
      if (!context) throw new Error('the context exists inside a test only');
      return context;
    },
  };
}
