import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MobileNav } from '../../../widgets/mobile-nav/MobileNav.tsx';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { recordingContext } from '../support/fake-context.ts';
import { resetViewport, setViewportWidth } from '../support/viewport.ts';
import { stubIntersectionObserver, theObserver } from './fake-intersection-observer.ts';
import { PROFILE_NAV_HTML } from './mobile-nav-fixture.ts';

/** Renders the component on the profile's nav as the runtime would (`markup: 'server'`). */
function renderNav() {
  renderFixture(PROFILE_NAV_HTML);
  const context = recordingContext('mobile-nav');
  const view = render(<MobileNav root={getElement('nav')} options={{}} context={context} />);
  const nav = screen.getByRole('navigation', { name: 'Profile sections' });
  const link = (name: string) => within(nav).getByRole('link', { name });
  for (const section of document.querySelectorAll('section')) section.scrollIntoView = vi.fn();
  return { context, nav, link, ...view };
}

beforeEach(() => {
  stubIntersectionObserver();
});

afterEach(() => {
  cleanup();
  resetPage();
  resetViewport();
});

describe('<MobileNav>', () => {
  it('renders nothing of its own: the links stay as the server printed them', () => {
    const before = PROFILE_NAV_HTML;
    const { container, nav } = renderNav();

    expect(container.innerHTML).toBe('');
    expect(before).toContain(nav.innerHTML.trim());
  });

  it('marks the link of the section crossing the line as the current location, and announces it', () => {
    const { context, link } = renderNav();

    theObserver().report([[getElement('#rates'), true]]);

    expect(link('Rates').getAttribute('aria-current')).toBe('location');
    expect(link('Rates').classList.contains('active')).toBe(true);
    expect(context.events).toEqual([['change', { section: 'rates' }]]);
  });

  it('on a phone, once a finger lands on the nav, a tap moves the focus to the section and marks it', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    const { context, link } = renderNav();

    await user.pointer({ keys: '[TouchA]', target: link('Info') });
    await vi.dynamicImportSettled();
    await user.click(link('Reviews'));

    expect(document.activeElement).toBe(getElement('#reviews'));
    expect(link('Reviews').getAttribute('aria-current')).toBe('location');
    expect(context.events).toEqual([['change', { section: 'reviews' }]]);
  });

  it('on a desktop, a click stays a plain anchor and loads nothing', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const { link } = renderNav();

    await user.click(link('Reviews'));
    await vi.dynamicImportSettled();
    await user.click(link('Rates'));

    expect(document.activeElement).not.toBe(getElement('#rates'));
    expect(link('Rates').hasAttribute('aria-current')).toBe(false);
  });

  it('puts the server\'s marks back when unmounted', () => {
    const { link, unmount } = renderNav();
    theObserver().report([[getElement('#info'), true]]);

    unmount();

    expect(link('Info').hasAttribute('aria-current')).toBe(false);
    expect(link('Info').hasAttribute('class')).toBe(false);
  });
});
