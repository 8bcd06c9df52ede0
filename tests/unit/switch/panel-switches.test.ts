import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { byId, collectSwitchChanges, flushObservers, mountSwitches, resetSwitchPage, use } from './switch-fixture.ts';

const PANELS = [
  ['mobile-sidebar', 'more', 'mobile-sidebar-active', 'sidebar-link'],
  ['mobile-search', 'search', 'mobile-search-active', 'search-input'],
  ['mobile-left-nav', 'menu', 'mobile-col-left-nav-active', 'nav-link'],
] as const;

const PANEL_CLASSES = PANELS.map(([, , bodyClass]) => bodyClass);

function openPanelClasses(): string[] {
  return PANEL_CLASSES.filter((name) => document.body.classList.contains(name));
}

function press(target: EventTarget): void {
  target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true }));
}

function pressEscape(target: EventTarget = document.body, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

beforeEach(() => resetSwitchPage());
afterEach(() => resetSwitchPage());

describe.each(PANELS)('the %s switch', (name, controlId, bodyClass, insideId) => {
  it(`opens its panel with body ${bodyClass} and aria-expanded, and closes it again`, async () => {
    await mountSwitches();
    await use(controlId);
    expect(openPanelClasses()).toEqual([bodyClass]);
    expect(byId(controlId).getAttribute('aria-expanded')).toBe('true');
    await use(controlId);
    expect(openPanelClasses()).toEqual([]);
    expect(byId(controlId).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the other panels when it opens: one panel at a time', async () => {
    await mountSwitches();
    for (const [, otherId] of PANELS) if (otherId !== controlId) await use(otherId);
    await use(controlId);
    expect(openPanelClasses()).toEqual([bodyClass]);
    await flushObservers();
    for (const [, otherId] of PANELS) {
      expect(byId(otherId).getAttribute('aria-expanded'), otherId).toBe(String(otherId === controlId));
    }
  });

  it('announces the panel it closed and the one it opened, and pushes both to analytics', async () => {
    await mountSwitches();
    const [, otherId] = PANELS.find(([, id]) => id !== controlId) ?? [];
    const other = PANELS.find(([, id]) => id === otherId)?.[0];
    await use(otherId ?? '');
    const changes = collectSwitchChanges();
    window.dataLayer = [];
    await use(controlId);
    expect(changes).toEqual([
      { switch: other, value: 'off' },
      { switch: name, value: 'on' },
    ]);
    expect(window.dataLayer).toEqual([
      { event: 'widget_event', category: 'switch', action: other, label: 'off' },
      { event: 'widget_event', category: 'switch', action: name, label: 'on' },
    ]);
  });

  it('closes on Escape, gives the focus back to its control and announces it', async () => {
    await mountSwitches();
    await use(controlId);
    byId(insideId).focus();
    const changes = collectSwitchChanges();
    pressEscape(byId(insideId));
    expect(openPanelClasses()).toEqual([]);
    expect(document.activeElement).toBe(byId(controlId));
    expect(changes).toEqual([{ switch: name, value: 'off' }]);
    await flushObservers();
    expect(byId(controlId).getAttribute('aria-expanded')).toBe('false');
  });

  it('stays open on an Escape a widget inside it already used (default prevented)', async () => {
    await mountSwitches();
    await use(controlId);
    byId(insideId).addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    const escape = pressEscape(byId(insideId));
    expect(escape.defaultPrevented).toBe(true);
    expect(openPanelClasses()).toEqual([bodyClass]);
  });

  it('closes on a press outside the panel and its control, without moving the focus', async () => {
    await mountSwitches();
    await use(controlId);
    byId(controlId).focus();
    press(byId('outside'));
    expect(openPanelClasses()).toEqual([]);
    expect(document.activeElement).toBe(byId(controlId));
  });

  it('stays open on a press inside the panel or on its control', async () => {
    await mountSwitches();
    await use(controlId);
    press(byId(insideId));
    press(byId(controlId));
    expect(openPanelClasses()).toEqual([bodyClass]);
  });

  it('no longer listens once closed: a later Escape does not move the focus', async () => {
    await mountSwitches();
    await use(controlId);
    await use(controlId);
    await flushObservers();
    byId('price').focus();
    pressEscape(byId('price'));
    expect(document.activeElement).toBe(byId('price'));
  });
});

describe('panel switches together', () => {
  it('a second control of the same panel opens and closes it too, and both show aria-expanded', async () => {
    const html = `<button id="a" data-widget="switch" data-switch="mobile-sidebar" aria-controls="sidebar" aria-expanded="false">More</button>
      <button id="b" data-widget="switch" data-switch="mobile-sidebar" aria-controls="sidebar" aria-expanded="false">More (footer)</button>
      <aside id="sidebar"><a id="inside" href="#x">x</a></aside><p id="outside">page</p>`;
    await mountSwitches(html);
    await use('a');
    await flushObservers();
    expect(byId('b').getAttribute('aria-expanded')).toBe('true');
    // A press on the other control is not "outside": it must not close and reopen the panel.
    press(byId('b'));
    await use('b');
    expect(document.body.classList.contains('mobile-sidebar-active')).toBe(false);
    await flushObservers();
    expect(byId('a').getAttribute('aria-expanded')).toBe('false');
    expect(byId('b').getAttribute('aria-expanded')).toBe('false');
  });

  it('follows a panel class another script sets or removes', async () => {
    await mountSwitches();
    document.body.classList.add('mobile-search-active');
    await flushObservers();
    expect(byId('search').getAttribute('aria-expanded')).toBe('true');
    document.body.classList.remove('mobile-search-active');
    await flushObservers();
    expect(byId('search').getAttribute('aria-expanded')).toBe('false');
  });

  it('stops listening for Escape when its control is unmounted', async () => {
    const api = await mountSwitches();
    await use('more');
    api.unmount(byId('more'));
    pressEscape();
    press(byId('outside'));
    expect(openPanelClasses()).toEqual(['mobile-sidebar-active']);
  });
});

describe('the filters switch', () => {
  it('toggles body filters-active with aria-expanded, announcing on and off', async () => {
    await mountSwitches();
    const changes = collectSwitchChanges();
    await use('filters');
    expect(document.body.classList.contains('filters-active')).toBe(true);
    expect(byId('filters').getAttribute('aria-expanded')).toBe('true');
    await use('filters');
    expect(document.body.classList.contains('filters-active')).toBe(false);
    expect(byId('filters').getAttribute('aria-expanded')).toBe('false');
    expect(changes).toEqual([
      { switch: 'filters', value: 'on' },
      { switch: 'filters', value: 'off' },
    ]);
    expect(window.dataLayer).toEqual([
      { event: 'widget_event', category: 'switch', action: 'filters', label: 'on' },
      { event: 'widget_event', category: 'switch', action: 'filters', label: 'off' },
    ]);
  });

  it('is not one of the mobile panels: it neither closes them nor is closed by them', async () => {
    await mountSwitches();
    await use('more');
    await use('filters');
    expect(document.body.classList.contains('mobile-sidebar-active')).toBe(true);
    await use('menu');
    expect(document.body.classList.contains('filters-active')).toBe(true);
  });

  it('writes no cookie', async () => {
    await mountSwitches();
    await use('filters');
    expect(document.cookie).toBe('');
  });
});
