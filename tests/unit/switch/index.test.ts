import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import switchWidget from '../../../widgets/switch/index.ts';
import { SwitchOptionsSchema } from '../../../widgets/switch/switch-options.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { spyOnConsoleError } from '../support/console-spy.ts';
import { byId, collectSwitchChanges, LISTING_SWITCHES, mountSwitches, resetSwitchPage, use } from './switch-fixture.ts';

beforeEach(() => resetSwitchPage());
afterEach(() => resetSwitchPage());

describe('the switch widget definition', () => {
  it('is named switch, reads its options with SwitchOptionsSchema and is the chunk the registry loads', async () => {
    expect(switchWidget.name).toBe('switch');
    expect(switchWidget.options).toBe(SwitchOptionsSchema);
    await expect(widgetRegistry.switch?.()).resolves.toMatchObject({ default: switchWidget });
  });

  it('mounts on every control of the listing page and leaves their markup as it was', async () => {
    await mountSwitches();
    const roots = document.querySelectorAll('[data-widget="switch"]');
    expect(roots).toHaveLength(9);
    for (const root of roots) expect(root.getAttribute('data-widget-state'), root.id).toBe('mounted');
    expect(byId('more').outerHTML).toBe(
      '<button type="button" id="more" data-widget="switch" data-switch="mobile-sidebar" aria-controls="sidebar" aria-expanded="false" data-widget-state="mounted">More</button>',
    );
  });

  it('is not mounted on a control with an unknown switch, and says why once', async () => {
    const consoleError = spyOnConsoleError();
    await mountSwitches('<button type="button" id="x" data-widget="switch" data-switch="night-mode">Night</button>');
    expect(byId('x').getAttribute('data-widget-state')).toBe('error');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[0]).toBe(
      '[widgets] "switch" was not mounted on <button type="button" id="x" data-widget="switch" data-switch="night-mode">: data-switch expected one of "language", "view", "dark-mode", "safe-browsing", "mobile-sidebar", "mobile-search", "mobile-left-nav", "filters", found "night-mode".',
    );
  });

  it('leaves no listener behind once unmounted: clicks and body changes do nothing', async () => {
    const api = await mountSwitches(LISTING_SWITCHES);
    const changes = collectSwitchChanges();
    api.unmount(document.body);
    for (const id of ['dark', 'safe', 'list', 'more', 'filters']) await use(id);
    document.body.classList.add('dark-mode');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.body.className).toBe('listing-items-grid dark-mode');
    expect(byId('dark').getAttribute('aria-pressed')).toBe('false');
    expect(changes).toEqual([]);
    expect(document.cookie).toBe('');
  });
});
