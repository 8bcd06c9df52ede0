import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { GeoSelect } from '../../../widgets/geo-select/GeoSelect.tsx';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { recordingContext, type RecordingContext } from '../support/fake-context.ts';

/** The geo selects as PHP prints them: whitespace and a comment between the tags. */
export const GEO_PAGE = `<div data-widget="geo-select" id="geo">
  <label for="c">Country</label>
  <select id="c" data-geo="country">
    <option value="">Select country</option>
    <option value="818">United States</option>
    <option value="124">Canada</option>
  </select>
  <!-- city -->
  <label for="ci">City</label>
  <select id="ci" data-geo="city">
    <option value="">Select city</option>
    <option value="1">Las Vegas</option>
  </select>
  <div data-geo="area-block" hidden><label for="a">Area</label><select id="a" data-geo="area"></select></div>
</div>`;

const current = { context: recordingContext('geo-select') };

/**
 * Gives each test of the file GEO_PAGE and a fresh recording context (read it as `.context` in the
 * test), and puts the page back after it: nothing rendered, no stubbed fetch.
 */
export function withGeoSelectPage(): { readonly context: RecordingContext } {
  beforeEach(() => {
    renderFixture(GEO_PAGE);
    current.context = recordingContext('geo-select');
  });
  afterEach(() => {
    cleanup();
    resetPage();
    vi.unstubAllGlobals();
  });
  return current;
}

/** Renders `<GeoSelect>` on the page's root (not an advanced search), with the test's context. */
export const renderGeoSelect = () => render(<GeoSelect root={getElement('#geo')} options={{ advancedSearch: false }} context={current.context} />);

/** The texts of the options of the select named `name`, in order. */
export const options = (name: string) => within(screen.getByRole('combobox', { name })).queryAllByRole('option').map((option) => option.textContent);

/** The server's cities for Canada (124) in the two call-code tests: one city, Toronto. */
export const TORONTO_ONLY = '<option value="">Select city</option><option value="10">Toronto</option>';

/** Changes `select` as the browser does, and returns once the change's own task has run (no await). */
export function change(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
