import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE_LIFETIME_DAYS } from '../../../shared/constants.ts';
import { byId, collectSwitchChanges, flushObservers, mountSwitches, nextPaint, resetSwitchPage, use } from './switch-fixture.ts';
import { pageCookies, spyCookieWrites } from '../support/cookie-jar.ts';

const DAY_MS = 86_400_000;

beforeEach(() => resetSwitchPage());
afterEach(() => resetSwitchPage());

describe('the grid/list view switch', () => {
  it('shows the list at once: body listing-items-list instead of listing-items-grid', async () => {
    await mountSwitches();
    await use('list');
    expect(document.body.classList.contains('listing-items-list')).toBe(true);
    expect(document.body.classList.contains('listing-items-grid')).toBe(false);
  });

  it('paints the pressed button first and changes the listing after that paint (issue 19: INP)', async () => {
    await mountSwitches();
    const changes = collectSwitchChanges();
    byId('list').click();
    // The click's own task: the tapped control only.
    expect(byId('list').getAttribute('aria-pressed')).toBe('true');
    expect(document.body.className).toBe('listing-items-grid');
    expect(changes).toEqual([]);
    await nextPaint();
    expect(document.body.className).toBe('listing-items-list');
    expect(changes).toEqual([{ switch: 'view', value: 'list' }]);
    await flushObservers();
    expect(byId('grid').getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps aria-pressed in step on both view buttons', async () => {
    await mountSwitches();
    await use('list');
    await flushObservers();
    expect(byId('list').getAttribute('aria-pressed')).toBe('true');
    expect(byId('grid').getAttribute('aria-pressed')).toBe('false');
    await use('grid');
    await flushObservers();
    expect(byId('grid').getAttribute('aria-pressed')).toBe('true');
    expect(byId('list').getAttribute('aria-pressed')).toBe('false');
    expect(document.body.className).toBe('listing-items-grid');
  });

  it('writes view_type for 365 days on path / with SameSite=Lax', async () => {
    await mountSwitches();
    const writes = spyCookieWrites();
    const before = Date.now();
    await use('list');
    expect(writes).toHaveLength(1);
    const [cookie] = writes;
    expect(cookie?.name).toBe('view_type');
    expect(cookie?.value).toBe('list');
    expect(cookie?.attributes.get('path')).toBe('/');
    expect(cookie?.attributes.get('samesite')).toBe('Lax');
    expect(cookie?.attributes.has('domain')).toBe(false);
    expect(COOKIE_LIFETIME_DAYS).toBe(365);
    expect(Math.abs(Date.parse(String(cookie?.attributes.get('expires'))) - (before + 365 * DAY_MS))).toBeLessThan(2000);
    expect(pageCookies().get('view_type')).toBe('list');
  });

  it('announces the change as widgets:switch:change and to analytics', async () => {
    await mountSwitches();
    const changes = collectSwitchChanges();
    await use('list');
    expect(changes).toEqual([{ switch: 'view', value: 'list' }]);
    expect(window.dataLayer).toEqual([{ event: 'widget_event', category: 'switch', action: 'view', label: 'list' }]);
  });

  it('announces nothing when the view shown is chosen again, but keeps it in the cookie', async () => {
    await mountSwitches();
    const changes = collectSwitchChanges();
    await use('grid');
    expect(changes).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    expect(pageCookies().get('view_type')).toBe('grid');
  });

  it('reads a page rendered with neither class as the grid', async () => {
    await mountSwitches(undefined, '');
    expect(byId('grid').getAttribute('aria-pressed')).toBe('true');
    expect(byId('list').getAttribute('aria-pressed')).toBe('false');
  });

  it('corrects aria-pressed at mount to the view the body shows', async () => {
    await mountSwitches(undefined, 'listing-items-list');
    expect(byId('list').getAttribute('aria-pressed')).toBe('true');
    expect(byId('grid').getAttribute('aria-pressed')).toBe('false');
  });
});
