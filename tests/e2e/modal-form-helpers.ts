import type { Locator, Page } from '@playwright/test';
import { requestMessages } from '../../shared/messages/catalogue/request-messages.ts';
import { expect, type ScenarioOutcome } from './fixtures.ts';

/** The profile page every modal test runs on. */
export const PROFILE = '/profile.html';

/** A modal of the profile page: its trigger and its dialog. */
export interface ProfileModal {
  readonly trigger: Locator;
  readonly dialog: Locator;
  /** A control of the modal's form by its name. */
  readonly field: (name: string) => Locator;
  readonly submit: Locator;
}

/** The handles of modal `id` on the page (the dialog exists once its trigger was clicked). */
export function profileModal(page: Page, id: string): ProfileModal {
  const dialog = page.locator(`dialog#${id}`);
  return {
    trigger: page.locator(`button[aria-controls="${id}"][aria-haspopup="dialog"]`).first(),
    dialog,
    field: (name) => dialog.locator(`form [name="${name}"]`),
    submit: dialog.locator('.modal-footer button[type="submit"]'),
  };
}

/** Clicks the modal's trigger and waits for the dialog to be open and visible. */
export async function openModal(modal: ProfileModal): Promise<void> {
  await modal.trigger.click();
  await expect(modal.dialog).toBeVisible();
}

/** Fills the modal's form fields by name. */
export async function fillFields(modal: ProfileModal, values: Readonly<Record<string, string>>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await modal.field(name).fill(value);
}

/** Expects every field of `values` to hold what was typed. */
export async function expectFieldsHold(modal: ProfileModal, values: Readonly<Record<string, string>>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await expect(modal.field(name)).toHaveValue(value);
}

/** Expects the contract's invalid markup on `field`, with `message` in the element it names in aria-describedby. */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveClass(/(^|\s)is-invalid(\s|$)/);
  await expect(field).toHaveAccessibleDescription(message);
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const ids = describedBy.split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  expect(texts).toContain(message);
}

/** Expects `field` to carry no invalid markup. */
export async function expectFieldValid(field: Locator): Promise<void> {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field).not.toHaveClass(/(^|\s)is-invalid(\s|$)/);
}

/** The toasts on the page. */
export function toasts(page: Page): Locator {
  return page.locator('.notyf__toast');
}

/** Expects exactly these toast messages (notyf stacks the newest on top, so in any order). */
export async function expectToasts(page: Page, messages: readonly string[]): Promise<void> {
  // A page that reloads meanwhile (a reply's success) cannot be read while it goes: read it again once back.
  const texts = () => page.locator('.notyf__message').allTextContents().then((found) => found.sort(), () => null);
  await expect.poll(texts).toEqual([...messages].sort());
}

/** Expects the submit button to be usable again (not disabled, not busy). */
export async function expectUsable(button: Locator): Promise<void> {
  await expect(button).toBeEnabled();
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
}

/** Waits until no toast is animating, so axe measures colours as the user sees them. */
export async function toastAnimationsDone(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          Array.from(document.querySelectorAll('.notyf__toast')).flatMap((toast) =>
            toast.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running'),
          ).length,
      ),
    )
    .toBe(0);
}

/** A transport failure of a call: the scenario that provokes it and the text its toast shows. */
export interface TransportFailure {
  readonly outcome: ScenarioOutcome;
  readonly message: string;
  /** Console errors Chromium itself prints for it (failed resource loads). */
  readonly browserConsoleError?: RegExp;
  /**
   * Keep the scenario for every call until cleared: when the server drops a reused keep-alive
   * connection, Chromium silently sends the POST again, and a one-shot scenario would answer that
   * retry normally (see favorite.spec.ts).
   */
  readonly sticky?: boolean;
}

/** The transport failures of standing rule 2 (the timeout has its own test: it needs a short requestTimeoutMs). */
export const TRANSPORT_FAILURES: readonly TransportFailure[] = [
  {
    outcome: 'http-500',
    message: requestMessages.requestHttp.replace('{status}', '500'),
    browserConsoleError: /Failed to load resource: the server responded with a status of 500/,
  },
  {
    outcome: 'network',
    message: requestMessages.requestNetwork,
    browserConsoleError: /Failed to load resource: net::ERR_/,
    sticky: true,
  },
  { outcome: 'malformed', message: requestMessages.requestMalformed },
];

/** The short timeout the timeout tests give the page, so that they need not wait 15 s. */
export const SHORT_TIMEOUT_MS = 1000;

/** Markup a hostile server answer may carry: a page that inserts it as HTML sets `window.__canary`. */
export const CANARY_MARKUP = '<img src="x" onerror="window.__canary=1"><b>bold</b>';

/**
 * Answers the next POST to the profile page whose body contains `marker` with `body` (200, JSON),
 * as a hostile or broken server would; other requests go on to the demo server.
 */
export async function answerNextPost(page: Page, marker: string, body: string): Promise<void> {
  await page.route(
    (url) => url.pathname === PROFILE,
    async (route) => {
      const request = route.request();
      if (request.method() !== 'POST' || !(request.postData() ?? '').includes(marker)) return route.fallback();
      await route.fulfill({ status: 200, contentType: 'application/json; charset=utf-8', body });
    },
    { times: 1 },
  );
}
