import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchSuggestions } from '../../../widgets/search-suggestions/SearchSuggestions.tsx';
import type { SuggestionItem } from '../../../widgets/search-suggestions/combobox/suggestion-items.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { recordingContext } from '../support/fake-context.ts';
import { createDeferred, type Deferred } from '../support/fake-widgets.tsx';

// Issue 19, typed as soon as the page has mounted: the combobox's code is a round trip away on a
// phone. It arrives here only when the test lets it; the server answers only when the test says so.
const held = await vi.hoisted(async () => {
  const { createDeferredChunk } = await import('../support/deferred-chunk.ts');
  return { code: createDeferredChunk(), calls: [] as { term: string; answer: Deferred<SuggestionItem[]> }[] };
});
vi.mock('../../../widgets/search-suggestions/combobox/ComboboxPopup.tsx', async (importOriginal) => {
  await held.code.arrived;
  return importOriginal();
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

describe('<SearchSuggestions> typed into while its combobox code is on its way', () => {
  it('is aria-busy from the third character\'s own keystroke, not for a shorter text, and stays busy through the code\'s arrival until the answer', async () => {
    renderFixture('<form id="root"><label for="q">Search profiles</label><input type="search" id="q"></form>');
    const context = recordingContext('search-suggestions');
    render(<SearchSuggestions root={getElement('#root')} options={{}} context={context} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search profiles' });
    await userEvent.click(input);
    await userEvent.keyboard('be');
    expect(input.hasAttribute('aria-busy')).toBe(false);

    await userEvent.keyboard('r');
    expect(input.getAttribute('aria-busy')).toBe('true');
    await userEvent.keyboard('{Backspace}');
    expect(input.hasAttribute('aria-busy')).toBe(false);
    await userEvent.keyboard('r');
    expect(input.getAttribute('aria-busy')).toBe('true');
    // Still the code's wait: the combobox has not named its listbox, and nothing was asked.
    expect(input.hasAttribute('aria-controls')).toBe(false);
    expect(held.calls).toEqual([]);

    held.code.release();
    await vi.waitFor(() => expect(held.calls.map(({ term }) => term)).toEqual(['ber']), { timeout: 3000 });
    expect(input.hasAttribute('aria-controls')).toBe(true);
    expect(input.getAttribute('aria-busy')).toBe('true');
    held.calls[0]!.answer.resolve([anna]);
    await screen.findByRole('option', { name: /Anna/ });
    expect(input.hasAttribute('aria-busy')).toBe(false);
    expect(input.value).toBe('ber');
    expect(context.errors).toEqual([]);
  });
});
