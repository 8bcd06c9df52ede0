import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHORT_COOKIE_LIFETIME_DAYS } from '../../../shared/constants.ts';
import { profileTypeCookieName } from '../../../shared/cookies/cookie-catalogue.ts';
import { readCookie, writeCookie } from '../../../shared/cookies/cookies.ts';
import { filterMessages } from '../../../shared/messages/catalogue/filter-messages.ts';
import { notifyError } from '../../../shared/notify/notify.ts';
import { reloadPage } from '../../../shared/page/reload-page.ts';
import type { WidgetsApi } from '../../../shared/runtime/start-widgets.ts';
import filterFormWidget from '../../../widgets/filter-form/index.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { blockCookies, clearCookies, lifetimeDays, writeAt, spyCookieWrites } from '../support/cookie-writes.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { settle, startTestWidgets } from '../support/runtime-harness.ts';

vi.mock('../../../shared/page/reload-page.ts', () => ({ reloadPage: vi.fn() }));
vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const reloads = vi.mocked(reloadPage);
const toasts = vi.mocked(notifyError);
const registry = { 'filter-form': () => import('../../../widgets/filter-form/index.ts') };

/** The filter form as LISTING-MARKUP.md describes it. */
const FORM = `<form id="filters-panel" class="filters-bar" data-widget="filter-form" aria-label="Filters">
  <label for="city">City</label>
  <select id="city" name="city"><option value="">All cities</option><option value="5">Paris</option></select>
  <input id="age_min" name="age_min" aria-label="Age from"><input id="age_max" name="age_max" aria-label="Age to">
  <input id="price_max" name="price_max" aria-label="Price up to">
  <input type="checkbox" id="massage" name="services" value="massage"><input type="checkbox" id="dinner" name="services" value="dinner">
  <input type="checkbox" id="incalls" name="incalls" value="1"><input type="checkbox" id="outcalls" name="outcalls" value="1">
  <input type="checkbox" id="independent" name="profile_type" value="independent" data-profile-type-switch>
  <input type="checkbox" id="agency" name="profile_type" value="agency" data-profile-type-switch checked>
  <button type="submit" id="apply" class="btn btn-primary">Apply filters</button>
  <button type="reset" id="clear" class="btn btn-link">Clear</button>
</form>`;

let api: WidgetsApi;
let consoleError: ConsoleErrorSpy;
const events: Array<[string, unknown]> = [];
const record = (event: Event) => events.push([event.type, (event as CustomEvent).detail]);

const byId = <T extends HTMLElement = HTMLInputElement>(id: string) => getElement<T>(`#${id}`);
const applyButton = () => byId<HTMLButtonElement>('apply');

async function mountForm(html = FORM): Promise<HTMLFormElement> {
  renderFixture(html);
  api = startTestWidgets(registry);
  await settle(api);
  return getElement<HTMLFormElement>('form');
}

function fill(): void {
  byId<HTMLSelectElement>('city').value = '5';
  byId('age_min').value = '21';
  byId('price_max').value = '150';
  byId('massage').checked = true;
  byId('incalls').checked = true;
  byId('independent').checked = true;
  byId('agency').checked = false;
}

async function submit(form: HTMLFormElement): Promise<void> {
  form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
  await vi.dynamicImportSettled();
}

async function reset(form: HTMLFormElement): Promise<Event> {
  const event = new Event('reset', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  await vi.dynamicImportSettled();
  return event;
}

beforeEach(() => {
  clearCookies();
  reloads.mockClear();
  toasts.mockClear();
  events.length = 0;
  consoleError = spyOnConsoleError();
  for (const type of ['widgets:filter-form:apply', 'widgets:filter-form:reset']) document.addEventListener(type, record);
  history.replaceState(null, '', '/dancers.html');
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const type of ['widgets:filter-form:apply', 'widgets:filter-form:reset']) document.removeEventListener(type, record);
  resetPage();
  clearCookies();
});

describe('the filter-form widget definition', () => {
  it('is named filter-form and is the chunk the registry loads', async () => {
    expect(filterFormWidget.name).toBe('filter-form');
    await expect(widgetRegistry['filter-form']?.()).resolves.toMatchObject({ default: filterFormWidget });
  });

  it('is not mounted on an element that is not a form', async () => {
    renderFixture('<div id="x" data-widget="filter-form"></div>');
    api = startTestWidgets(registry);
    await settle(api);
    expect(getElement('#x').getAttribute('data-widget-state')).toBe('error');
    expect(consoleError.mock.calls[0]?.[1]).toEqual(new Error('data-widget="filter-form" goes on a <form>'));
  });

  it('reports a profile-type switch that cannot name a cookie when submitting, saves nothing and stays usable', async () => {
    const form = await mountForm(FORM.replace('value="agency"', 'value="big agency"'));
    fill();
    const writes = spyCookieWrites();
    await submit(form);
    expect(writes).toEqual([]);
    expect(reloads).not.toHaveBeenCalled();
    expect(form.getAttribute('data-widget-state')).toBe('error');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('"filter-form" failed while saving the filters');
    expect(String(consoleError.mock.calls[0]?.[1])).toContain('data-profile-type-switch needs value="TYPE" of 1 to 32 letters, digits or _, found "big agency"');
    expect(applyButton().disabled).toBe(false);
  });
});

describe('applying the filters', () => {
  it('saves the form as the JSON filters cookie for 1 day, lists for checkbox groups', async () => {
    const form = await mountForm();
    fill();
    const writes = spyCookieWrites();
    await submit(form);
    expect(readCookie('filters')).toEqual({ city: '5', age_min: '21', price_max: '150', services: ['massage'], incalls: '1' });
    const filtersWrite = writeAt(writes);
    expect(filtersWrite.name).toBe('filters');
    expect(lifetimeDays(filtersWrite)).toBe(SHORT_COOKIE_LIFETIME_DAYS);
    expect(filtersWrite.attributes.get('samesite')).toBe('Lax');
    expect(filtersWrite.attributes.has('domain')).toBe(false);
  });

  it('saves each profile-type switch as its own cookie, 1 or 0, for 1 day', async () => {
    const form = await mountForm();
    fill();
    const writes = spyCookieWrites();
    await submit(form);
    expect(readCookie(profileTypeCookieName('independent'))).toBe('1');
    expect(readCookie(profileTypeCookieName('agency'))).toBe('0');
    const switchWrites = writes.filter((write) => write.name.startsWith('profile_type_'));
    expect(switchWrites.map((write) => [write.name, write.value, lifetimeDays(write)])).toEqual([
      ['profile_type_independent', '1', SHORT_COOKIE_LIFETIME_DAYS],
      ['profile_type_agency', '0', SHORT_COOKIE_LIFETIME_DAYS],
    ]);
  });

  it('reloads once, after analytics and widgets:filter-form:apply', async () => {
    const form = await mountForm();
    fill();
    const atReload: unknown[] = [];
    reloads.mockImplementationOnce(() => atReload.push(window.dataLayer?.length, events.length));
    await submit(form);
    expect(reloads).toHaveBeenCalledTimes(1);
    expect(atReload).toEqual([1, 1]);
    expect(window.dataLayer).toEqual([
      { event: 'widget_event', category: 'filters', action: 'apply', label: 'city,age_min,price_max,services,incalls' },
    ]);
    expect(events).toEqual([
      [
        'widgets:filter-form:apply',
        {
          filters: { city: '5', age_min: '21', price_max: '150', services: ['massage'], incalls: '1' },
          profileTypes: { independent: true, agency: false },
        },
      ],
    ]);
  });

  it('keeps the submit button disabled and busy until the page goes: a second submit saves nothing', async () => {
    const form = await mountForm();
    fill();
    await submit(form);
    expect(applyButton().disabled).toBe(true);
    expect(applyButton().getAttribute('aria-busy')).toBe('true');
    const writes = spyCookieWrites();
    await submit(form);
    expect(writes).toEqual([]);
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('removes the filters cookie when no filter is set, instead of saving {}', async () => {
    writeCookie('filters', { city: '5' });
    const form = await mountForm();
    await submit(form);
    expect(readCookie('filters')).toBeUndefined();
    expect(document.cookie).not.toContain('filters=');
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('takes a filter hash off the address before reloading', async () => {
    const form = await mountForm();
    history.replaceState(null, '', '/dancers.html#filters=%7B%7D');
    await submit(form);
    expect(location.hash).toBe('');
  });

  it('refuses filters too large for a cookie with a toast, writes nothing and keeps the form usable', async () => {
    const form = await mountForm();
    fill();
    byId('age_max').value = '9'.repeat(4000);
    const writes = spyCookieWrites();
    await submit(form);
    expect(toasts).toHaveBeenCalledExactlyOnceWith('Too many filters are selected to be saved. Please remove some and try again.');
    expect(writes).toEqual([]);
    expect(reloads).not.toHaveBeenCalled();
    expect(applyButton().disabled).toBe(false);
    expect(applyButton().hasAttribute('aria-busy')).toBe(false);
    expect(byId('age_max').value).toBe('9'.repeat(4000));
  });

  it('does not reload when cookies are blocked: a toast says why and the form stays as the visitor left it', async () => {
    const form = await mountForm();
    fill();
    blockCookies();
    await submit(form);
    expect(toasts).toHaveBeenCalledExactlyOnceWith(
      'Your choice could not be saved because this browser blocks cookies for this site. Please allow cookies and try again.',
    );
    expect(reloads).not.toHaveBeenCalled();
    expect(applyButton().disabled).toBe(false);
    expect(byId<HTMLSelectElement>('city').value).toBe('5');
    expect(events).toEqual([]);
  });
});

describe('resetting the filters', () => {
  it('removes the filters cookie and every profile-type switch cookie of the form, then reloads once', async () => {
    writeCookie('filters', { incalls: '1' });
    writeCookie(profileTypeCookieName('agency'), '1');
    writeCookie(profileTypeCookieName('independent'), '0');
    // A switch this form does not show is not the form's to clear.
    writeCookie(profileTypeCookieName('couple'), '1');
    const form = await mountForm();
    const writes = spyCookieWrites();
    const event = await reset(form);
    expect(event.defaultPrevented).toBe(false);
    expect(readCookie('filters')).toBeUndefined();
    expect(readCookie(profileTypeCookieName('agency'))).toBeUndefined();
    expect(readCookie(profileTypeCookieName('independent'))).toBeUndefined();
    expect(readCookie(profileTypeCookieName('couple'))).toBe('1');
    // Removed from the path they were written with, so the browser really drops them.
    expect(writes.map(({ name, attributes }) => [name, attributes.get('path')])).toEqual([
      ['filters', '/'],
      ['profile_type_independent', '/'],
      ['profile_type_agency', '/'],
    ]);
    expect(reloads).toHaveBeenCalledTimes(1);
    expect(events).toEqual([['widgets:filter-form:reset', {}]]);
    expect(window.dataLayer).toEqual([{ event: 'widget_event', category: 'filters', action: 'reset', label: '' }]);
  });

  it('does not reload when a profile-type switch cookie cannot be removed: a toast says why', async () => {
    writeCookie(profileTypeCookieName('agency'), '1');
    const form = await mountForm();
    blockCookies();
    await reset(form);
    expect(readCookie(profileTypeCookieName('agency'))).toBe('1');
    expect(toasts).toHaveBeenCalledWith(filterMessages.filtersNotSaved);
    expect(reloads).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('is refused while the filters are being applied, so that the fields stay as saved', async () => {
    const form = await mountForm();
    fill();
    await submit(form);
    const event = await reset(form);
    expect(event.defaultPrevented).toBe(true);
    expect(reloads).toHaveBeenCalledTimes(1);
  });
});

describe('unmounting', () => {
  it('leaves the form to the browser again', async () => {
    const form = await mountForm();
    api.unmount(document.body);
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    await vi.dynamicImportSettled();
    expect(event.defaultPrevented).toBe(false);
    expect(reloads).not.toHaveBeenCalled();
  });
});
