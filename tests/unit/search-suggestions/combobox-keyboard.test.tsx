import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SUGGESTIONS_DELAY_MS } from '../../../shared/constants.ts';
import { navigateTo } from '../../../widgets/search-suggestions/combobox/navigate-to.ts';
import { stubFetch } from '../support/fetch-stub.ts';
import { answer, expectActive, expectClosed, labelsOf, searchFor, watchComboboxTests } from './combobox-test-helpers.ts';
import { FIVE_ITEMS, flush, mountSearchBox, press, serverItem, typeText } from './search-box-fixture.ts';

vi.mock('../../../widgets/search-suggestions/combobox/navigate-to.ts', () => ({ navigateTo: vi.fn() }));

const watched = watchComboboxTests();

beforeEach(() => {
  vi.mocked(navigateTo).mockClear();
});

describe('the keyboard', () => {
  it('ArrowDown and ArrowUp move the active option, wrapping at both ends, without moving the caret', async () => {
    const { box } = await searchFor('ann', answer(FIVE_ITEMS));

    expect(press(box.input, 'ArrowDown').defaultPrevented).toBe(true);
    await flush();
    expectActive(box, 0);
    for (const expected of [1, 2, 3, 4, 0]) {
      press(box.input, 'ArrowDown');
      await flush();
      expectActive(box, expected);
    }
    expect(press(box.input, 'ArrowUp').defaultPrevented).toBe(true);
    await flush();
    expectActive(box, 4);
    press(box.input, 'ArrowUp');
    await flush();
    expectActive(box, 3);
    expect(document.activeElement).toBe(box.input);
  });

  it('ArrowUp from the text goes to the last option', async () => {
    const { box } = await searchFor('ann', answer(FIVE_ITEMS));
    press(box.input, 'ArrowUp');
    await flush();
    expectActive(box, 4);
  });

  it('Enter on the active option goes to its url, fills the input and tells analytics and the page', async () => {
    const { box } = await searchFor('ann', answer(FIVE_ITEMS));
    press(box.input, 'ArrowDown');
    press(box.input, 'ArrowDown');
    await flush();

    const enter = press(box.input, 'Enter');
    await flush();

    expect(enter.defaultPrevented).toBe(true);
    expect(navigateTo).toHaveBeenCalledTimes(1);
    expect(navigateTo).toHaveBeenCalledWith(`${location.origin}/profiles/annabel`);
    expect(box.input.value).toBe('Annabel');
    expectClosed(box);
    expect(window.dataLayer).toEqual([{ event: 'widget_event', category: 'search', action: 'suggestion', label: 'Annabel' }]);
    expect(watched().chosen).toHaveLength(1);
    expect(watched().chosen[0]?.target).toBe(box.root);
    expect(watched().chosen[0]?.detail).toEqual({ value: 'Annabel', label: 'Annabel', category: 'Profiles', url: `${location.origin}/profiles/annabel` });
  });

  it('Enter without an active option is left to the form, which submits as usual', async () => {
    const { box } = await searchFor('ann', answer(FIVE_ITEMS));

    const enter = press(box.input, 'Enter');
    expect(enter.defaultPrevented).toBe(false);
    expect(navigateTo).not.toHaveBeenCalled();
    expect(watched().chosen).toEqual([]);
  });

  it('Escape closes the list keeping the text; a second Escape clears the text; a third is left alone', async () => {
    const { box } = await searchFor('ann', answer(FIVE_ITEMS));
    press(box.input, 'ArrowDown');
    await flush();

    expect(press(box.input, 'Escape').defaultPrevented).toBe(true);
    await flush();
    expectClosed(box);
    expect(box.input.value).toBe('ann');

    expect(press(box.input, 'Escape').defaultPrevented).toBe(true);
    await flush();
    expect(box.input.value).toBe('');
    expectClosed(box);

    expect(press(box.input, 'Escape').defaultPrevented).toBe(false);
  });

  it('the second Escape also cancels a pending query', async () => {
    const { box, server } = await searchFor('ann', answer(FIVE_ITEMS));
    press(box.input, 'Escape');
    typeText(box.input, 'anna');
    press(box.input, 'Escape');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS * 2);
    await flush();
    expect(box.input.value).toBe('');
    expect(server.calls).toHaveLength(1);
    expectClosed(box);
  });

  it('ArrowDown reopens the list closed by Escape, on the first option; Alt+ArrowDown reopens it with none active', async () => {
    const { box } = await searchFor('ann', answer(FIVE_ITEMS));
    press(box.input, 'Escape');
    await flush();

    press(box.input, 'ArrowDown');
    await flush();
    expectActive(box, 0);

    press(box.input, 'Escape');
    expect(press(box.input, 'ArrowDown', { altKey: true }).defaultPrevented).toBe(true);
    await flush();
    expect(box.input.getAttribute('aria-expanded')).toBe('true');
    expect(box.input.hasAttribute('aria-activedescendant')).toBe(false);

    expect(press(box.input, 'ArrowUp', { altKey: true }).defaultPrevented).toBe(true);
    await flush();
    expectClosed(box);
  });

  it('the arrow keys do nothing while nothing was found yet', async () => {
    stubFetch(answer(FIVE_ITEMS));
    const box = await mountSearchBox();
    typeText(box.input, 'ann');

    expect(press(box.input, 'ArrowDown').defaultPrevented).toBe(false);
    expect(press(box.input, 'ArrowUp').defaultPrevented).toBe(false);
    await flush();
    expectClosed(box);
  });

  it('Tab closes the list without choosing and without stopping the focus move', async () => {
    const { box } = await searchFor('ann', answer(FIVE_ITEMS));
    press(box.input, 'ArrowDown');
    await flush();

    expect(press(box.input, 'Tab').defaultPrevented).toBe(false);
    await flush();
    expectClosed(box);
    expect(navigateTo).not.toHaveBeenCalled();
    expect(box.input.value).toBe('ann');
  });

  it.each(['Home', 'End', 'ArrowLeft', 'ArrowRight'])('%s stays in the text: the caret moves and no option stays active', async (key) => {
    const { box } = await searchFor('ann', answer(FIVE_ITEMS));
    press(box.input, 'ArrowDown');
    await flush();

    expect(press(box.input, key).defaultPrevented).toBe(false);
    await flush();
    expect(box.input.getAttribute('aria-expanded')).toBe('true');
    expect(box.input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(box.options().some((option) => option.hasAttribute('aria-selected'))).toBe(false);
  });

  it('typing gives visual focus back to the text', async () => {
    const { box } = await searchFor('ann', answer(FIVE_ITEMS), 'held');
    press(box.input, 'ArrowDown');
    await flush();

    typeText(box.input, 'anna');
    await flush();
    expect(box.input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(box.status().textContent).toBe('');
  });

  it('keys with Ctrl or Meta, and keys of an IME composition, are left alone', async () => {
    const { box } = await searchFor('ann', answer(FIVE_ITEMS));
    expect(press(box.input, 'ArrowDown', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(press(box.input, 'ArrowDown', { isComposing: true }).defaultPrevented).toBe(false);
    await flush();
    expect(box.input.hasAttribute('aria-activedescendant')).toBe(false);
  });
});

describe('the pointer', () => {
  it('hovering an option makes it the active one', async () => {
    const { box } = await searchFor('ann', answer(FIVE_ITEMS));
    box.options()[3]?.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    await flush();
    expectActive(box, 3);
  });

  it('a click on an option chooses it, and pressing it does not take the focus from the input', async () => {
    const { box } = await searchFor('ann', answer(FIVE_ITEMS));
    const option = box.options()[4]!;

    const down = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    option.dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);
    option.click();
    await flush();

    expect(navigateTo).toHaveBeenCalledWith(`${location.origin}/cities/annaberg`);
    expect(box.input.value).toBe('Annaberg');
    expect(watched().chosen[0]?.detail).toMatchObject({ label: 'Annaberg', category: 'Cities' });
  });

  it('leaving the input closes the list', async () => {
    const { box } = await searchFor('ann', answer(FIVE_ITEMS));
    box.input.blur();
    await flush();
    expectClosed(box);
  });
});

describe('choosing an item whose url must not be followed', () => {
  it.each([['javascript:window.__canary=1'], [' JaVaScRiPt:window.__canary=1'], ['data:text/html,x'], ['vbscript:x'], ['//evil.com/p'], ['']])(
    'with url %j shows it and fills the input, but goes nowhere',
    async (url) => {
      const { box } = await searchFor('ann', answer([serverItem('Evil', 'Profiles', { url, value: 'Evil value' })]));
      expect(labelsOf(box.options())).toEqual(['Evil']);

      press(box.input, 'ArrowDown');
      await flush();
      expect(press(box.input, 'Enter').defaultPrevented).toBe(true);
      await flush();

      expect(navigateTo).not.toHaveBeenCalled();
      expect(box.input.value).toBe('Evil value');
      expectClosed(box);
      expect(watched().chosen[0]?.detail).toEqual({ value: 'Evil value', label: 'Evil', category: 'Profiles', url: null });
      expect(window.dataLayer).toEqual([{ event: 'widget_event', category: 'search', action: 'suggestion', label: 'Evil' }]);
    },
  );

  it('follows an absolute http(s) url to another host', async () => {
    const { box } = await searchFor('ann', answer([serverItem('Partner', 'Profiles', { url: 'https://partner.example.org/p/1' })]));
    press(box.input, 'ArrowDown');
    press(box.input, 'Enter');
    await flush();
    expect(navigateTo).toHaveBeenCalledWith('https://partner.example.org/p/1');
  });
});
