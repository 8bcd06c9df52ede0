import type { Page } from '@playwright/test';
import { AGE_CHECK_LEAVE_URL, COOKIE_LIFETIME_DAYS, MACHINE_ID_STORAGE_KEY } from '../../shared/constants.ts';
import { ageCheckMessages } from '../../shared/messages/catalogue/age-check-messages.ts';
import { describeViolations, findSeriousViolations } from './axe.ts';
import { expect, test, widgetsSettled } from './fixtures.ts';
import { blockScriptCookies, cookieValue, countLoads, expectWidgetCookie, settleWithoutReload } from './filters-helpers.ts';
import { LISTING_PAGES } from './listing-fixtures.ts';

const gate = (page: Page) => page.getByRole('dialog', { name: ageCheckMessages.ageCheckTitle });
const confirmButton = (page: Page) => gate(page).getByRole('button', { name: ageCheckMessages.ageCheckConfirm });
const leaveButton = (page: Page) => gate(page).getByRole('button', { name: ageCheckMessages.ageCheckLeave });

/** Records the chunk files the page requests from now on. */
function recordChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/chunks/')) chunks.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  return chunks;
}

test.describe('the 18+ gate', () => {
  for (const [path] of LISTING_PAGES) {
    test(`shows on ${path} to a visitor without agecheck, as a modal dialog with focus on "I am 18 or older"`, async ({ page }) => {
      await page.goto(path);
      await widgetsSettled(page);
      await expect(gate(page)).toBeVisible();
      await expect(gate(page)).toHaveAttribute('aria-modal', 'true');
      await expect(gate(page)).toHaveAccessibleDescription(ageCheckMessages.ageCheckText);
      await expect(confirmButton(page)).toBeFocused();
      await expect(leaveButton(page)).toBeVisible();
      await expect(gate(page).getByRole('button', { name: 'Close' })).toHaveCount(0);
    });
  }

  test('cannot be dismissed by Escape, a click outside, or tabbing out', async ({ page }) => {
    await page.goto('/dancers.html');
    await expect(gate(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(gate(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(gate(page)).toBeVisible();
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#ageCheckModal')) || document.activeElement === document.body)).toBe(true);
    }
    expect(await cookieValue(page.context(), 'agecheck')).toBeUndefined();
  });

  test('has no serious or critical axe violation while open', async ({ page }) => {
    await page.goto('/home.html');
    await widgetsSettled(page);
    await expect(gate(page)).toBeVisible();
    const violations = await findSeriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('"I am 18 or older" sets agecheck=1 for 365 days, closes, and the gate stays away on later pages', async ({ page }) => {
    const loads = countLoads(page);
    await page.goto('/dancers.html');
    await expect(confirmButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(gate(page)).toBeHidden();
    await expectWidgetCookie(page.context(), 'agecheck', '1', COOKIE_LIFETIME_DAYS);
    expect(loads()).toBe(1);

    const chunks = recordChunks(page);
    await page.goto('/home.html');
    await settleWithoutReload(page);
    await expect(page.locator('dialog#ageCheckModal')).toBeHidden();
    expect(await page.locator('dialog#ageCheckModal').evaluate((dialog) => (dialog as HTMLDialogElement).open)).toBe(false);
    expect(chunks.some((name) => name.startsWith('age-check'))).toBe(true);
    // A visitor who confirmed does not download the gate's code.
    expect(chunks.filter((name) => name.startsWith('open-age-gate'))).toEqual([]);
  });

  // Issue 18: every widget is a React component, so the framework is on every page with a widget;
  // what stays true is that it arrives once, as the one react kit chunk, with the gate's own code.
  test('a first visit of /dancers.html opens the gate, each chunk downloaded once and the framework as one kit chunk', async ({ page, demo }) => {
    const chunks = recordChunks(page);
    await page.goto('/dancers.html');
    await widgetsSettled(page);
    await expect(confirmButton(page)).toBeFocused();
    await page.waitForLoadState('networkidle');
    expect(chunks.filter((name) => name.startsWith('open-age-gate'))).toHaveLength(1);
    expect(new Set(chunks).size).toBe(chunks.length);
    // Kit chunks are named by hash only: their source maps tell what they hold. The React 19 build
    // has no Preact (its React comes in its own layout of chunks).
    const withPreact: string[] = [];
    for (const name of chunks) {
      const map = (await (await page.request.get(`${demo.url}/dist/chunks/${name}.map`)).json()) as { sources: string[] };
      if (map.sources.some((source) => /node_modules\/preact\//.test(source))) withPreact.push(name);
    }
    expect(withPreact).toHaveLength(process.env.WIDGETS_BUILD === 'react' ? 0 : 1);
  });

  test('is built by the script, with a console error naming the missing markup, when the root lacks its dialog', async ({ page, consoleErrors, expectConsoleError }) => {
    expectConsoleError('needs its dialog inside: <dialog id="ageCheckModal"');
    await page.goto('/dancers.html');
    await expect(confirmButton(page)).toBeFocused();
    // The index's QA input for a template without the dialog.
    await page.evaluate(async () => {
      const root = document.querySelector<HTMLElement>('[data-widget="age-check"]');
      const widgets = window.directoryWidgets;
      if (!root || !widgets) throw new Error('no age-check root or no runtime');
      widgets.unmount(root);
      root.replaceChildren();
      await widgets.mount(root);
      await widgets.settled();
    });
    await expect(gate(page)).toBeVisible();
    await expect(gate(page)).toHaveAccessibleDescription(ageCheckMessages.ageCheckText);
    await expect(confirmButton(page)).toBeFocused();
    expect(consoleErrors.map((error) => error.text)).toEqual([expect.stringContaining('needs its dialog inside: <dialog id="ageCheckModal"')]);
    await page.keyboard.press('Enter');
    await expect(gate(page)).toBeHidden();
    await expectWidgetCookie(page.context(), 'agecheck', '1', COOKIE_LIFETIME_DAYS);
  });

  test(`"Leave" sends the visitor to ${AGE_CHECK_LEAVE_URL}`, async ({ page }) => {
    await page.route(AGE_CHECK_LEAVE_URL, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Elsewhere</title>' }));
    await page.goto('/search.html');
    await Promise.all([page.waitForURL(AGE_CHECK_LEAVE_URL), leaveButton(page).click()]);
    expect(await page.title()).toBe('Elsewhere');
  });

  test('with cookies blocked closes for this page view, and asks again on the next, never in a loop', async ({ page }) => {
    await blockScriptCookies(page);
    const loads = countLoads(page);
    await page.goto('/home.html');
    await confirmButton(page).click();
    await expect(gate(page)).toBeHidden();
    await settleWithoutReload(page);
    expect(loads()).toBe(1);
    await page.reload();
    await expect(gate(page)).toBeVisible();
    expect(loads()).toBe(2);
  });
});

test.describe('the MachineId', () => {
  const ID = '3f2b9c1e-77aa-4d0b-9f00-2b5e0c6a1d42';
  const storedId = (page: Page) => page.evaluate((key) => localStorage.getItem(key), MACHINE_ID_STORAGE_KEY);

  test('is made once, kept in the MachineId cookie (365 days) and local storage, and announced', async ({ page, demo }) => {
    await page.context().addCookies([{ name: 'agecheck', value: '1', url: `${demo.url}/` }]);
    await page.addInitScript(() => {
      document.addEventListener('widgets:machine-id:ready', (event) => {
        (window as unknown as { machineIds: unknown[] }).machineIds = [
          ...((window as unknown as { machineIds?: unknown[] }).machineIds ?? []),
          (event as CustomEvent).detail,
        ];
      });
    });
    await page.goto('/dancers.html');
    await widgetsSettled(page);
    const id = await cookieValue(page.context(), 'MachineId');
    expect(id).toMatch(/^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/);
    await expectWidgetCookie(page.context(), 'MachineId', id ?? '', COOKIE_LIFETIME_DAYS);
    expect(await storedId(page)).toBe(id);
    expect(await page.evaluate(() => (window as unknown as { machineIds: unknown[] }).machineIds)).toEqual([{ id }]);

    await page.goto('/home.html');
    await widgetsSettled(page);
    expect(await cookieValue(page.context(), 'MachineId')).toBe(id);
  });

  test('is restored into the cookie from local storage', async ({ page, demo }) => {
    await page.context().addCookies([{ name: 'agecheck', value: '1', url: `${demo.url}/` }]);
    await page.addInitScript(
      ([key, id]) => {
        // Init scripts run in frames too; the ad frames have an opaque origin, without storage.
        if (window === window.top && !localStorage.getItem(key)) localStorage.setItem(key, id);
      },
      [MACHINE_ID_STORAGE_KEY, ID] as const,
    );
    await page.goto('/search.html');
    await widgetsSettled(page);
    expect(await cookieValue(page.context(), 'MachineId')).toBe(ID);
  });

  test('is restored into local storage from the cookie', async ({ page, demo }) => {
    await page.context().addCookies([
      { name: 'agecheck', value: '1', url: `${demo.url}/` },
      { name: 'MachineId', value: ID, url: `${demo.url}/` },
    ]);
    await page.goto('/home.html');
    await widgetsSettled(page);
    expect(await storedId(page)).toBe(ID);
  });

  test('replaces an invalid value', async ({ page, demo }) => {
    // "<script>" encoded: no token the cookie catalogue accepts.
    await page.context().addCookies([
      { name: 'agecheck', value: '1', url: `${demo.url}/` },
      { name: 'MachineId', value: '%3Cscript%3E', url: `${demo.url}/` },
    ]);
    await page.goto('/home.html');
    await widgetsSettled(page);
    const id = await cookieValue(page.context(), 'MachineId');
    expect(id).toMatch(/^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/);
    expect(await storedId(page)).toBe(id);
  });

  test('keeps an id in another format, made by the legacy code, and copies it to local storage', async ({ page, demo }) => {
    const legacy = 'mid_1577836800.4f2a9c';
    await page.context().addCookies([
      { name: 'agecheck', value: '1', url: `${demo.url}/` },
      { name: 'MachineId', value: legacy, url: `${demo.url}/` },
    ]);
    await page.goto('/home.html');
    await widgetsSettled(page);
    expect(await cookieValue(page.context(), 'MachineId')).toBe(legacy);
    expect(await storedId(page)).toBe(legacy);
  });

  test('works with local storage blocked, without an error', async ({ page, demo, pageErrors }) => {
    await page.context().addCookies([
      { name: 'agecheck', value: '1', url: `${demo.url}/` },
      { name: 'MachineId', value: ID, url: `${demo.url}/` },
    ]);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    });
    await page.goto('/dancers.html');
    await widgetsSettled(page);
    await expect(page.locator('body')).toHaveAttribute('data-widget-state', 'mounted');
    expect(await cookieValue(page.context(), 'MachineId')).toBe(ID);
    expect(pageErrors).toEqual([]);
  });
});
