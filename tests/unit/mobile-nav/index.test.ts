import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mobileNavWidget from '../../../widgets/mobile-nav/index.ts';
import { MobileNavOptionsSchema } from '../../../widgets/mobile-nav/mobile-nav-options.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { resetPage } from '../support/dom-fixture.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import { resetViewport } from '../support/viewport.ts';
import { stubIntersectionObserver } from './fake-intersection-observer.ts';
import { mountMobileNav, PROFILE_NAV_HTML } from './mobile-nav-fixture.ts';

let consoleError: ConsoleErrorSpy;

beforeEach(() => {
  consoleError = spyOnConsoleError();
  stubIntersectionObserver();
});

afterEach(() => {
  resetPage();
  resetViewport();
});

describe('the mobile-nav widget definition', () => {
  it('is named mobile-nav, has no options and is the chunk the registry loads', async () => {
    expect(mobileNavWidget.name).toBe('mobile-nav');
    expect(mobileNavWidget.options).toBe(MobileNavOptionsSchema);
    await expect(widgetRegistry['mobile-nav']?.()).resolves.toMatchObject({ default: mobileNavWidget });
  });

  it('mounts on the server nav without changing its markup, and leaves it as it was when unmounted', async () => {
    const { api, nav } = await mountMobileNav();
    const markup = nav.innerHTML;

    expect(nav.getAttribute('data-widget-state')).toBe('mounted');
    expect(nav.innerHTML).toBe(markup);
    api.unmount(nav);

    expect(nav.innerHTML).toBe(markup);
    expect(PROFILE_NAV_HTML).toContain(markup.trim());
    expect(consoleError).not.toHaveBeenCalled();
  });
});
