import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchSuggestions } from '../../../widgets/search-suggestions/SearchSuggestions.tsx';
import type { SuggestionItem } from '../../../widgets/search-suggestions/combobox/suggestion-items.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { recordingContext } from '../support/fake-context.ts';

// Issue 19: the combobox's code fails to load (a dropped connection on a phone) once the test lets
// it, while the input is busy with a queryable text; the next load succeeds. A file of its own: a
// loaded module stays for the rest of the file.
const code = await vi.hoisted(async () => {
  const { createDeferredChunk } = await import('../support/deferred-chunk.ts');
  return { firstLoad: createDeferredChunk(), loads: 0, terms: [] as string[] };
});
vi.mock('../../../widgets/search-suggestions/combobox/ComboboxPopup.tsx', async (importOriginal) => {
  code.loads += 1;
  if (code.loads === 1) {
    await code.firstLoad.arrived;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});
vi.mock('../../../widgets/search-suggestions/combobox/load-suggestions.ts', () => ({
  loadSuggestions: (term: string) => {
    code.terms.push(term);
    return new Promise<SuggestionItem[]>(() => {});
  },
}));

afterEach(() => {
  cleanup();
  resetPage();
});

describe('<SearchSuggestions> whose combobox code fails to load', () => {
  it('takes the input\'s aria-busy away, reports the failure once, keeps the text, and loads the code again on the next keystroke', async () => {
    renderFixture('<form id="root"><label for="q">Search profiles</label><input type="search" id="q"></form>');
    const context = recordingContext('search-suggestions');
    render(<SearchSuggestions root={getElement('#root')} options={{}} context={context} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search profiles' });
    await userEvent.click(input);
    await userEvent.keyboard('ber');
    expect(input.getAttribute('aria-busy')).toBe('true');

    code.firstLoad.release();
    await vi.waitFor(() => expect(context.errors).toHaveLength(1));
    const [error, phase] = context.errors[0]!;
    expect(phase).toBe('loading the combobox');
    expect(error).toBeInstanceOf(Error);
    expect(input.hasAttribute('aria-busy')).toBe(false);
    expect(input.value).toBe('ber');
    expect(code.terms).toEqual([]);

    await userEvent.keyboard('l');
    expect(input.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(code.terms).toEqual(['berl']), { timeout: 3000 });
    expect(code.loads).toBe(2);
    expect(input.getAttribute('aria-busy')).toBe('true');
    expect(context.errors).toHaveLength(1);
  });
});
