import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DIALOG_FADE_MS } from '../../../shared/constants.ts';
import dialogSwitchWidget from '../../../widgets/dialog-switch/index.ts';
import { DialogSwitchOptionsSchema } from '../../../widgets/dialog-switch/dialog-switch-options.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { spyOnConsoleError } from '../support/console-spy.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { startTestWidgets } from '../support/runtime-harness.ts';

const registry = { 'dialog-switch': () => import('../../../widgets/dialog-switch/index.ts') };

const HELP_BOX = `
<div id="help" data-widget="dialog-switch">
  <section id="step-0" data-dialog-index="0" aria-labelledby="t0"><h2 id="t0">Step 1</h2><button type="button" id="next-0" data-dialog-show="1">Next</button></section>
  <section id="step-1" data-dialog-index="1" aria-labelledby="t1" hidden><h2 id="t1">Step 2</h2>
    <button type="button" id="back-1" data-dialog-show="0">Back</button><button type="button" id="next-1" data-dialog-show="2">Next</button></section>
  <section id="step-2" data-dialog-index="2" aria-label="Step 3" hidden><p>No heading here.</p>
    <button type="button" id="missing" data-dialog-show="9">Step 9</button><button type="button" id="bad" data-dialog-show="two">Two</button></section>
</div>
<button type="button" id="outside-trigger" data-dialog-show="1">Outside</button>
<input id="elsewhere" aria-label="Elsewhere">`;

const el = (id: string) => getElement(`#${id}`);
const shown = () => Array.from(document.querySelectorAll<HTMLElement>('[data-dialog-index]')).filter((d) => !d.hidden).map((d) => d.id);
let changes: unknown[] = [];
const collect = (event: Event) => changes.push((event as CustomEvent).detail);

function preferReducedMotion(reduce: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reduce && query.includes('prefers-reduced-motion: reduce'), media: query }) as MediaQueryList,
  );
}

/** Clicks the element with `id` and lets the (lazily loaded) switcher act on it, without advancing the fade. */
async function click(id: string): Promise<void> {
  el(id).click();
  await vi.advanceTimersByTimeAsync(0);
}

async function mountHelpBox(): Promise<ReturnType<typeof startTestWidgets>> {
  // The switcher chunk loads on first use; loaded here, a click takes no real time in any test.
  await import('../../../widgets/dialog-switch/dialog-switcher.ts');
  renderFixture(HELP_BOX);
  const api = startTestWidgets(registry);
  await vi.advanceTimersByTimeAsync(0);
  await api.settled();
  return api;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  preferReducedMotion(false);
  changes = [];
  document.addEventListener('widgets:dialog-switch:change', collect);
});

afterEach(() => {
  document.removeEventListener('widgets:dialog-switch:change', collect);
  resetPage();
  vi.useRealTimers();
});

describe('the dialog-switch widget', () => {
  it('is named dialog-switch, takes no options and is the chunk the registry loads', async () => {
    expect(dialogSwitchWidget.name).toBe('dialog-switch');
    expect(dialogSwitchWidget.options).toBe(DialogSwitchOptionsSchema);
    await expect(widgetRegistry['dialog-switch']?.()).resolves.toMatchObject({ default: dialogSwitchWidget });
  });

  it(`fades the shown dialog out over ${DIALOG_FADE_MS} ms with a CSS opacity transition`, async () => {
    expect(DIALOG_FADE_MS).toBe(300);
    await mountHelpBox();
    await click('next-0');
    expect(el('step-0').style.transition).toBe('opacity 300ms');
    expect(el('step-0').style.opacity).toBe('0');
    vi.advanceTimersByTime(299);
    expect(shown()).toEqual(['step-0']);
    expect(changes).toEqual([]);
  });

  it('after the fade hides it, shows the requested dialog and clears the fade styles', async () => {
    await mountHelpBox();
    await click('next-0');
    vi.advanceTimersByTime(300);
    expect(shown()).toEqual(['step-1']);
    expect(el('step-0').hidden).toBe(true);
    expect(el('step-0').getAttribute('style') ?? '').toBe('');
  });

  it('moves the focus to the new dialog heading, focusable by script only', async () => {
    await mountHelpBox();
    el('next-0').focus();
    await click('next-0');
    vi.advanceTimersByTime(DIALOG_FADE_MS);
    expect(document.activeElement).toBe(el('t1'));
    expect(el('t1').getAttribute('tabindex')).toBe('-1');
  });

  it('focuses the dialog itself when it has no heading', async () => {
    await mountHelpBox();
    await click('next-0');
    vi.advanceTimersByTime(DIALOG_FADE_MS);
    await click('next-1');
    vi.advanceTimersByTime(DIALOG_FADE_MS);
    expect(document.activeElement).toBe(el('step-2'));
    expect(el('step-2').getAttribute('tabindex')).toBe('-1');
  });

  it('leaves the focus alone when the visitor moved it out of the box during the fade', async () => {
    await mountHelpBox();
    await click('next-0');
    el('elsewhere').focus();
    vi.advanceTimersByTime(DIALOG_FADE_MS);
    expect(shown()).toEqual(['step-1']);
    expect(document.activeElement).toBe(el('elsewhere'));
  });

  it('announces the index shown as widgets:dialog-switch:change and to analytics', async () => {
    await mountHelpBox();
    await click('next-0');
    vi.advanceTimersByTime(DIALOG_FADE_MS);
    await click('back-1');
    vi.advanceTimersByTime(DIALOG_FADE_MS);
    expect(changes).toEqual([{ index: 1 }, { index: 0 }]);
    expect(window.dataLayer).toEqual([
      { event: 'widget_event', category: 'dialog-switch', action: 'show', label: '1' },
      { event: 'widget_event', category: 'dialog-switch', action: 'show', label: '0' },
    ]);
  });

  it('switches at once for visitors who prefer reduced motion', async () => {
    preferReducedMotion(true);
    await mountHelpBox();
    await click('next-0');
    expect(shown()).toEqual(['step-1']);
    expect(el('step-0').getAttribute('style') ?? '').toBe('');
    expect(changes).toEqual([{ index: 1 }]);
  });

  it.each([
    ['an index no dialog has', 'missing', '9'],
    ['an index that is not a number', 'bad', 'two'],
  ])('ignores %s with one console error, however often it is clicked', async (_case, id, index) => {
    const consoleError = spyOnConsoleError();
    preferReducedMotion(true);
    await mountHelpBox();
    await click('next-0');
    await click('next-1');
    await click(id);
    await click(id);
    vi.advanceTimersByTime(DIALOG_FADE_MS);
    expect(shown()).toEqual(['step-2']);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[0]).toBe(
      `[widgets] "dialog-switch" on <div id="help" data-widget="dialog-switch" data-widget-state="mounted">: it has no dialog data-dialog-index="${index}"; the click on the trigger was ignored. (<button type="button" id="${id}" data-dialog-show="${index}">)`,
    );
    expect(changes).toEqual([{ index: 1 }, { index: 2 }]);
  });

  it('ignores triggers outside its root', async () => {
    await mountHelpBox();
    await click('outside-trigger');
    vi.advanceTimersByTime(DIALOG_FADE_MS);
    expect(shown()).toEqual(['step-0']);
  });

  it('a second request during the fade starts over from the dialog still shown', async () => {
    await mountHelpBox();
    await click('next-0');
    vi.advanceTimersByTime(200);
    await click('next-0');
    vi.advanceTimersByTime(200);
    expect(shown()).toEqual(['step-0']);
    vi.advanceTimersByTime(100);
    expect(shown()).toEqual(['step-1']);
    expect(changes).toEqual([{ index: 1 }]);
  });

  it('asking for the dialog already shown changes nothing', async () => {
    await mountHelpBox();
    el('step-0').insertAdjacentHTML('beforeend', '<button type="button" id="self" data-dialog-show="0">Again</button>');
    await click('self');
    vi.advanceTimersByTime(DIALOG_FADE_MS);
    expect(shown()).toEqual(['step-0']);
    expect(el('step-0').getAttribute('style') ?? '').toBe('');
    expect(changes).toEqual([]);
  });

  it('when unmounted during a fade, stops it and puts the dialog back as it was', async () => {
    const api = await mountHelpBox();
    await click('next-0');
    api.unmount(el('help'));
    vi.advanceTimersByTime(DIALOG_FADE_MS);
    expect(shown()).toEqual(['step-0']);
    expect(el('step-0').getAttribute('style') ?? '').toBe('');
    await click('next-0');
    vi.advanceTimersByTime(DIALOG_FADE_MS);
    expect(shown()).toEqual(['step-0']);
    expect(changes).toEqual([]);
  });
});
