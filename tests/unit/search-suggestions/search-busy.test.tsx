import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchSuggestions } from '../../../widgets/search-suggestions/SearchSuggestions.tsx';
import type { SuggestionItem } from '../../../widgets/search-suggestions/combobox/suggestion-items.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { recordingContext } from '../support/fake-context.ts';
import { createDeferred, type Deferred } from '../support/fake-widgets.tsx';

// The combobox's code answers only when the test says so, and so does the server (issue 19).
const held = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open(), calls: [] as { term: string; answer: Deferred<SuggestionItem[]> }[] };
});
vi.mock('../../../widgets/search-suggestions/combobox/ComboboxPopup.tsx', async (importOriginal) => {
  const module = await importOriginal<typeof import('../../../widgets/search-suggestions/combobox/ComboboxPopup.tsx')>();
  await held.opened;
  return module;
});
vi.mock('../../../widgets/search-suggestions/combobox/load-suggestions.ts', () => ({
  loadSuggestions: (term: string) => {
    const answer = createDeferred<SuggestionItem[]>();
    held.calls.push({ term, answer });
    return answer.promise;
  },
}));

afterEach(() => {
  cleanup();
  resetPage();
});

const anna: SuggestionItem = { value: 'Anna', label: 'Anna', labelInfo: '', details: '', url: '/anna', thumb: '', category: '' };

describe('<SearchSuggestions> typed into before its combobox code is there', () => {
  it('is aria-busy from the third character at once, through the code and the server call, until the answer', async () => {
    renderFixture('<form id="root"><label for="q">Search profiles</label><input type="search" id="q"></form>');
    render(<SearchSuggestions root={getElement('#root')} options={{}} context={recordingContext('search-suggestions')} />);
    const input = screen.getByRole('combobox', { name: 'Search profiles' });
    input.focus();
    await userEvent.keyboard('be');
    expect(input.hasAttribute('aria-busy')).toBe(false);

    input.value = 'ber';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // Synchronously: within the keystroke's own task, so the next frame shows it.
    expect(input.getAttribute('aria-busy')).toBe('true');

    held.open();
    await vi.waitFor(() => expect(held.calls.map(({ term }) => term)).toEqual(['ber']), { timeout: 3000 });
    expect(input.getAttribute('aria-busy')).toBe('true');

    held.calls[0]!.answer.resolve([anna]);
    await screen.findByRole('option', { name: /Anna/ });
    expect(input.hasAttribute('aria-busy')).toBe(false);

    // Shorter than three characters: nothing to wait for.
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(input.hasAttribute('aria-busy')).toBe(false);
  });
});
