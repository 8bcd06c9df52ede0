import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchSuggestions } from '../../../widgets/search-suggestions/SearchSuggestions.tsx';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { recordingContext } from '../support/fake-context.ts';

afterEach(() => {
  cleanup();
  resetPage();
});

describe('<SearchSuggestions> before it is used', () => {
  it('marks the server input as a collapsed list combobox, renders nothing, and gives the server attributes back on unmount', () => {
    renderFixture('<form id="root"><label for="q">Search profiles</label><input type="search" id="q" aria-expanded="true"></form>');
    const { container, unmount } = render(<SearchSuggestions root={getElement('#root')} options={{}} context={recordingContext('search-suggestions')} />);
    const input = screen.getByRole('combobox', { name: 'Search profiles' });
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(container.innerHTML).toBe('');

    unmount();

    expect(screen.getByRole('searchbox', { name: 'Search profiles' }).getAttribute('aria-expanded')).toBe('true');
    expect(input.hasAttribute('aria-autocomplete')).toBe(false);
  });
});
