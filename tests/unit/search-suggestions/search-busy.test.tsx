import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchSuggestions } from '../../../widgets/search-suggestions/SearchSuggestions.tsx';
import type { SuggestionItem } from '../../../widgets/search-suggestions/combobox/suggestion-items.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { recordingContext } from '../support/fake-context.ts';
import { createDeferred, type Deferred } from '../support/fake-widgets.tsx';

// The server answers only when the test says so: on a phone that takes seconds (issue 19).
const calls = vi.hoisted(() => [] as { term: string; answer: Deferred<SuggestionItem[]> }[]);
vi.mock('../../../widgets/search-suggestions/combobox/load-suggestions.ts', () => ({
  loadSuggestions: (term: string) => {
    const answer = createDeferred<SuggestionItem[]>();
    calls.push({ term, answer });
    return answer.promise;
  },
}));

afterEach(() => {
  cleanup();
  resetPage();
});

const anna: SuggestionItem = { value: 'Anna', label: 'Anna', labelInfo: '', details: '', url: '/anna', thumb: '', category: '' };

describe('<SearchSuggestions> waiting for suggestions', () => {
  it('is aria-busy from the third character, before the call starts, until the answer; not for a shorter text', async () => {
    renderFixture('<form id="root"><label for="q">Search profiles</label><input type="search" id="q"></form>');
    render(<SearchSuggestions root={getElement('#root')} options={{}} context={recordingContext('search-suggestions')} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search profiles' });
    input.focus();
    // The combobox's code, loaded on focus, is there once the input names its listbox.
    await vi.waitFor(() => expect(input.hasAttribute('aria-controls')).toBe(true), { timeout: 3000 });
    await userEvent.keyboard('be');
    expect(input.hasAttribute('aria-busy')).toBe(false);

    input.value = 'ber';
    // Rendered before the keystroke's task ends (a microtask), so the next frame shows it.
    await act(async () => {
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(input.getAttribute('aria-busy')).toBe('true');
    expect(calls).toHaveLength(0);

    await vi.waitFor(() => expect(calls.map(({ term }) => term)).toEqual(['ber']), { timeout: 3000 });
    expect(input.getAttribute('aria-busy')).toBe('true');
    calls[0]!.answer.resolve([anna]);
    await screen.findByRole('option', { name: /Anna/ });
    expect(input.hasAttribute('aria-busy')).toBe(false);

    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(input.hasAttribute('aria-busy')).toBe(false);
  });
});
