import { describe, expect, it, vi } from 'vitest';
import { SUGGESTIONS_DELAY_MS } from '../../../shared/constants.ts';
import { setPageConfig } from '../support/dom-fixture.ts';
import { answer, expectClosed, labelsOf, searchFor, watchComboboxTests } from './combobox-test-helpers.ts';
import { FIVE_ITEMS, flush, mountSearchBox, press, serverItem, typeText } from './search-box-fixture.ts';

const watched = watchComboboxTests();

describe('the search combobox at rest', () => {
  it('keeps the server input, named term, in its form, as a combobox controlling a hidden, named listbox', async () => {
    const box = await mountSearchBox();

    expect(box.form.elements.namedItem('term')).toBe(box.input);
    expect(box.input.getAttribute('role')).toBe('combobox');
    expect(box.input.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.input.getAttribute('aria-controls')).toBe(box.listbox().id);
    expect(box.listbox().id).toMatch(/^header-search-input-suggestions-\d+-listbox$/);
    expect(box.listbox().getAttribute('aria-label')).toBe('Search suggestions');
    expectClosed(box);
    expect(box.status().getAttribute('aria-live')).toBe('polite');
    expect(box.status().textContent).toBe('');
    expect(box.root.getAttribute('data-widget-state')).toBe('mounted');
  });
});

describe("an empty answer", () => {
  it("shows a 'No suggestions found' line that is no option, and announces it", async () => {
    const { box } = await searchFor('zzz', answer([]));

    expect(box.popup().hidden).toBe(false);
    expect(box.emptyLine()?.textContent).toBe('No suggestions found');
    expect(box.emptyLine()?.closest('[role="listbox"]')).toBeNull();
    expect(box.emptyLine()?.getAttribute('role')).toBeNull();
    expect(box.options()).toHaveLength(0);
    expect(box.listbox().hidden).toBe(true);
    expect(box.input.getAttribute('aria-expanded')).toBe('false');
    expect(box.status().textContent).toBe('No suggestions found');

    expect(press(box.input, 'ArrowDown').defaultPrevented).toBe(false);
    expect(press(box.input, 'Enter').defaultPrevented).toBe(false);
    expect(press(box.input, 'Escape').defaultPrevented).toBe(true);
    await flush();
    expect(box.popup().hidden).toBe(true);
    expect(box.input.value).toBe('zzz');
  });

  it('takes its texts from the page config translations', async () => {
    setPageConfig({ messages: { suggestionsNone: 'Keine Vorschläge', suggestionsAvailable: '{count} Vorschläge', suggestionsLabel: 'Vorschläge' } });
    const { box } = await searchFor('zzz', answer([]), answer(FIVE_ITEMS));

    expect(box.emptyLine()?.textContent).toBe('Keine Vorschläge');
    typeText(box.input, 'anna');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    await flush();
    expect(box.status().textContent).toBe('5 Vorschläge');
    expect(box.listbox().getAttribute('aria-label')).toBe('Vorschläge');
  });
});

describe('rendering', () => {
  it('groups the options by category, each group named by its heading', async () => {
    const { box } = await searchFor('ann', answer(FIVE_ITEMS));

    const groups = Array.from(box.listbox().querySelectorAll<HTMLElement>(':scope > [role="group"]'));
    expect(groups).toHaveLength(2);
    const heading = (group: HTMLElement) => document.getElementById(group.getAttribute('aria-labelledby') ?? '');
    expect(groups.map((group) => heading(group)?.textContent)).toEqual(['Profiles', 'Cities']);
    expect(groups.map((group) => heading(group)?.getAttribute('role'))).toEqual(['presentation', 'presentation']);
    expect(groups.map((group) => labelsOf(Array.from(group.querySelectorAll('[role="option"]'))))).toEqual([
      ['Anna', 'Annabel', 'Hanna'],
      ['Annaburg', 'Annaberg'],
    ]);
    expect(new Set(box.options().map((option) => option.id)).size).toBe(5);
  });

  it('shows the thumb (decorative, lazy), the label, label_info and details of each item', async () => {
    const { box } = await searchFor('ann', answer(FIVE_ITEMS));
    const option = box.options()[0]!;

    const thumb = option.querySelector('img');
    expect(thumb?.getAttribute('alt')).toBe('');
    expect(thumb?.getAttribute('loading')).toBe('lazy');
    expect(thumb?.getAttribute('src')).toBe(`${location.origin}/media/anna.svg`);
    expect(option.querySelector('.search-suggestion-label')?.textContent).toBe('Anna');
    expect(option.querySelector('.search-suggestion-info')?.textContent).toBe('24 · Berlin');
    expect(option.querySelector('.search-suggestion-details')?.textContent).toBe('3 reviews');
    expect(option.textContent?.replace(/\s+/g, ' ')).toBe('Anna 24 · Berlin 3 reviews');
  });

  it('shows an item without optional fields with its label only, and items without category ungrouped first', async () => {
    const { box } = await searchFor('ann', answer([serverItem('Anna', 'Profiles'), { label: 'Plain' }]));
    const plain = box.options()[0]!;
    expect(labelsOf(box.options())).toEqual(['Plain', 'Anna']);
    expect(plain.closest('[role="group"]')).toBeNull();
    expect(plain.querySelector('img')).toBeNull();
    expect(plain.textContent).toBe('Plain');
  });

  it('inserts markup from the server as text, never as elements', async () => {
    const hostile = '<img src=x onerror="window.__canary=1">';
    const { box } = await searchFor(
      'evil',
      answer([
        {
          value: `Evil ${hostile}`,
          label: `${hostile} Evil`,
          label_info: '<script>window.__canary=1</script>',
          details: '<b onmouseover="window.__canary=1">details</b>',
          url: '/x',
          thumb: '/media/thumb-2.svg" onerror="window.__canary=1',
          category: `${hostile}Cities`,
        },
      ]),
    );
    const option = box.options()[0]!;

    expect(option.querySelector('.search-suggestion-label')?.textContent).toBe(`${hostile} Evil`);
    expect(option.querySelector('.search-suggestion-info')?.textContent).toBe('<script>window.__canary=1</script>');
    expect(option.querySelector('.search-suggestion-details')?.textContent).toBe('<b onmouseover="window.__canary=1">details</b>');
    expect(box.root.querySelector('.search-suggestions-category')?.textContent).toBe(`${hostile}Cities`);
    expect(box.root.querySelectorAll('script, b, [onerror], [onmouseover]')).toHaveLength(0);
    expect(Array.from(box.root.querySelectorAll('img')).map((img) => img.getAttribute('src'))).toEqual([
      `${location.origin}/media/thumb-2.svg%22%20onerror=%22window.__canary=1`,
    ]);
    expect((window as { __canary?: number }).__canary).toBeUndefined();
  });

  it('shows no thumb whose src is not http(s) or relative', async () => {
    const { box } = await searchFor(
      'ann',
      answer([
        serverItem('Script', 'Profiles', { thumb: 'javascript:alert(1)' }),
        serverItem('Data', 'Profiles', { thumb: 'data:image/svg+xml,<svg onload=alert(1)>' }),
        serverItem('Cdn', 'Profiles', { thumb: '//cdn.example.org/t.jpg' }),
      ]),
    );
    expect(box.options().map((option) => option.querySelector('img')?.getAttribute('src') ?? null)).toEqual([
      null,
      null,
      `${location.protocol}//cdn.example.org/t.jpg`,
    ]);
  });
});

describe('unmounting', () => {
  it('removes the popup, aborts the running call and gives the input back its server attributes', async () => {
    const { box, server } = await searchFor('ann', answer(FIVE_ITEMS), 'held');
    typeText(box.input, 'anna');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);

    box.api.unmount(box.root);
    await flush();

    expect(server.calls[1]?.signal?.aborted).toBe(true);
    expect(box.root.querySelector('.search-suggestions')).toBeNull();
    expect(box.root.classList.contains('search-suggestions-ready')).toBe(false);
    expect(box.input.isConnected).toBe(true);
    expect(box.input.value).toBe('anna');
    for (const name of ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant']) {
      expect(box.input.hasAttribute(name)).toBe(false);
    }
    typeText(box.input, 'hanna');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    expect(server.calls).toHaveLength(2);
    expect(watched().consoleWarn).not.toHaveBeenCalled();
    expect(watched().consoleError).not.toHaveBeenCalled();
  });
});
