import type { Page } from '@playwright/test';
import { expect, openDemoPage } from './fixtures.ts';

/** The add-profile page without an agency: the agency fields are editable. */
export const OPEN_PAGE = '/add-profile.html';

/** The agency form's handles. */
export function agencyForm(page: Page) {
  const form = page.locator('form[data-widget~="agency-form"]');
  return {
    form,
    name: form.locator('[name="agency_name"]'),
    phone: form.locator('[name="agency_phone"]'),
    email: form.locator('[name="agency_email"]'),
    change: form.getByRole('button', { name: 'Change agency info' }),
    add: form.getByRole('button', { name: 'Add new profile' }),
    status: form.getByRole('status'),
  };
}

/** The agency form's handles. */
export type AgencyForm = ReturnType<typeof agencyForm>;

/** Opens `path` and waits for the agency form to be mounted. */
export async function openForm(page: Page, path = OPEN_PAGE): Promise<AgencyForm> {
  await openDemoPage(page, path);
  const handles = agencyForm(page);
  await expect(handles.form).toHaveAttribute('data-widget-state', 'mounted');
  return handles;
}

/** Types an agency name and phone. */
export async function fillAgencyForm(form: AgencyForm, name: string, phone: string): Promise<void> {
  await form.name.fill(name);
  await form.phone.fill(phone);
}

/** The location section of the add-profile page (the geo selects). */
export const location = (page: Page) => page.locator('#profile-location');

/** The country select. */
export const country = (page: Page) => page.locator('select[name="country_id"]');

/** The city select. */
export const city = (page: Page) => page.locator('select[name="city_id"]');

/** The element holding the area select, hidden while the area list is empty. */
export const areaBlock = (page: Page) => page.locator('[data-geo="area-block"]');

/** The club select. */
export const club = (page: Page) => page.locator('select[name="club_id"]');
