import type { Page } from '@playwright/test';
import { backendMessages } from '../../demo-pages/server/backend/backend-messages.ts';
import { VIDEO_UPLOAD_ANSWER_MS, VIDEO_UPLOAD_STALL_MS } from '../../shared/constants.ts';
import { agencyFormMessages } from '../../shared/messages/catalogue/agency-form-messages.ts';
import { agencyMessages } from '../../shared/messages/catalogue/agency-messages.ts';
import { geoMessages } from '../../shared/messages/catalogue/geo-messages.ts';
import { videoVerifyMessages as video } from '../../shared/messages/catalogue/video-verify-messages.ts';
import { agencyForm, areaBlock, city, club, country, fillAgencyForm, location } from './add-profile-helpers.ts';
import type { FaultCall } from './every-call-fault-table.ts';
import { expectFavorite, expectNotFavorite, favoriteButton, favoriteRoot } from './favorite-helpers.ts';
import { expect } from './fixtures.ts';
import { expectFieldsHold, expectToasts, expectUsable, fillFields, openModal, profileModal } from './modal-form-helpers.ts';
import { openReply, openReport, openReview, replyModal, reportModal, reviewView, shareModal } from './profile-modals.ts';
import { searchBoxHandles } from './search-box-helpers.ts';
import { button, recordClip, status } from './video-helpers.ts';

/**
 * How the fault table reaches one call in the UI and checks what it promises. The spec opens the
 * row's page, runs `prepare`, sets the fault, then `act`; after that only the checks run.
 */
export interface CallDriver {
  /** Brings the page to the moment before the call, with the user's input entered. */
  prepare(page: Page): Promise<void>;
  /** The one user action that sends the call. */
  act(page: Page): Promise<void>;
  /** Expects the control to show that the answer is pending. */
  expectBusy(page: Page): Promise<void>;
  /** The second user action, made while a very slow answer is pending. */
  secondAction(page: Page): Promise<void>;
  /** Expects the failure's text, verbatim, where the row says it appears. */
  expectFailure(page: Page, text: string): Promise<void>;
  /** Expects the control usable again. */
  expectUsable(page: Page): Promise<void>;
  /** Expects the user's input kept. */
  expectInputKept(page: Page): Promise<void>;
  /** Expects the normal result; `afterSecondAction` when the second action of `very-slow` was made. */
  expectSuccess(page: Page, afterSecondAction: boolean): Promise<void>;
  /** How a timeout is reached: a short `requestTimeoutMs` in the page config, or the page's clock. */
  readonly timeoutBy: 'config' | { readonly clockMs: number };
  /**
   * The same call made again from the state a failure leaves, so that the next failure needs no
   * fresh page (only where preparing is slow: the video row would record a new clip each time).
   */
  readonly retry?: (page: Page) => Promise<void>;
}

const CLAIM = { name: 'Luna Owner', visitor: 'owner@example.com', phone: '+44 161 555 0142' } as const;
const SHARE = { user_name: 'Sam', friend_email: 'friend@example.com', email_content: 'Have a look at this profile, I think you will like it.' } as const;
const REPLY = 'Thank you for the kind words, it was a pleasure to dance at your party!';
const REASON = 'The photos belong to someone else.';
const SHORT_URL = /^http:\/\/127\.0\.0\.1:\d+\/s\/[0-9a-z]{6}$/;

/** The drivers of the profile page's modal forms: fill, Send, the toast, the modal and the input kept. */
function modalFormDriver(id: string, values: Readonly<Record<string, string>>, sent: string, enterIn: string): CallDriver {
  const modal = (page: Page) => profileModal(page, id);
  return {
    prepare: async (page) => {
      await openModal(modal(page));
      await fillFields(modal(page), values);
    },
    act: (page) => modal(page).submit.click(),
    expectBusy: async (page) => {
      await expect(modal(page).submit).toBeDisabled();
      await expect(modal(page).submit).toHaveAttribute('aria-busy', 'true');
    },
    secondAction: (page) => modal(page).field(enterIn).press('Enter'),
    expectFailure: async (page, text) => {
      await expectToasts(page, [text]);
      await expect(modal(page).dialog).toBeVisible();
    },
    expectUsable: (page) => expectUsable(modal(page).submit),
    expectInputKept: (page) => expectFieldsHold(modal(page), values),
    expectSuccess: async (page) => {
      await expectToasts(page, [sent]);
      await expect(modal(page).dialog).toBeHidden();
    },
    timeoutBy: 'config',
  };
}

/** The geo selects' drivers: choose in `trigger`, the lookup fills `target`, the status line next to it. */
function geoDriver(options: {
  readonly failed: string;
  readonly trigger: (page: Page) => ReturnType<typeof country>;
  readonly target: (page: Page) => ReturnType<typeof country>;
  readonly first: string;
  readonly second: string;
  readonly firstResult: RegExp;
  readonly secondResult: RegExp;
}): CallDriver {
  const statusLine = (page: Page) => location(page).locator('.geo-select-status', { hasText: options.failed });
  return {
    prepare: async (page) => {
      await expect(areaBlock(page)).toBeVisible();
    },
    act: async (page) => {
      await options.trigger(page).selectOption(options.first);
    },
    expectBusy: (page) => expect(options.target(page)).toHaveAttribute('aria-busy', 'true'),
    secondAction: async (page) => {
      await options.trigger(page).selectOption(options.second);
    },
    expectFailure: async (page, text) => {
      await expect(statusLine(page)).toHaveText(new RegExp(`^${escapeRegExp(text)}\\s*${escapeRegExp(geoMessages.geoRetry)}$`));
    },
    expectUsable: async (page) => {
      await expect(statusLine(page).getByRole('button', { name: geoMessages.geoRetry })).toBeEnabled();
      await expect(options.target(page)).toBeEnabled();
      await expect(options.target(page)).not.toHaveAttribute('aria-busy', 'true');
    },
    expectInputKept: (page) => expect(options.trigger(page)).toHaveValue(options.first),
    expectSuccess: async (page, afterSecondAction) => {
      await expect(options.target(page)).toHaveText(afterSecondAction ? options.secondResult : options.firstResult);
      await expect(options.target(page)).not.toHaveAttribute('aria-busy', 'true');
      await expect(options.trigger(page)).toHaveValue(afterSecondAction ? options.second : options.first);
    },
    timeoutBy: 'config',
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where "Send the video" was, so the second click lands on the same spot. */
const sendSpot = new WeakMap<Page, { x: number; y: number }>();

/** One driver per call of the fault table. */
export const CALL_DRIVERS: Readonly<Record<FaultCall, CallDriver>> = {
  favorite: {
    prepare: (page) => expect(favoriteRoot(page)).toHaveAttribute('data-widget-state', 'mounted'),
    act: (page) => favoriteButton(page).click(),
    expectBusy: async (page) => {
      await expect(favoriteButton(page)).toBeDisabled();
      await expect(favoriteButton(page)).toHaveAttribute('aria-busy', 'true');
    },
    // A real click on the busy button: the browser and the widget must both ignore it.
    secondAction: (page) => favoriteButton(page).click({ force: true }),
    expectFailure: (page, text) => expectToasts(page, [text]),
    expectUsable: (page) => expectUsable(favoriteButton(page)),
    expectInputKept: (page) => expectNotFavorite(favoriteButton(page)),
    expectSuccess: (page) => expectFavorite(favoriteButton(page)),
    timeoutBy: 'config',
  },
  claim: modalFormDriver('claimModal', CLAIM, backendMessages.claimSent, 'phone'),
  share: modalFormDriver('shareModal', SHARE, backendMessages.shareSent, 'user_name'),
  shortUrl: {
    prepare: async () => {},
    act: async (page) => {
      await openModal(shareModal(page));
      await fillFields(shareModal(page), SHARE);
    },
    expectBusy: (page) => expect(shareModal(page).shortUrl).toHaveAttribute('aria-busy', 'true'),
    secondAction: async (page) => {
      await page.keyboard.press('Escape');
      await expect(shareModal(page).dialog).toBeHidden();
      await openModal(shareModal(page));
    },
    expectFailure: async (page, text) => {
      await expectToasts(page, [text]);
      await expect(shareModal(page).shortUrl).toHaveValue('');
    },
    expectUsable: async (page) => {
      await expect(shareModal(page).shortUrl).toHaveAttribute('aria-busy', 'false');
      await expectUsable(shareModal(page).submit);
    },
    expectInputKept: (page) => expectFieldsHold(shareModal(page), SHARE),
    expectSuccess: async (page) => {
      await expect(shareModal(page).shortUrl).toHaveValue(SHORT_URL);
      await expect(shareModal(page).copy).toBeEnabled();
      await expectFieldsHold(shareModal(page), SHARE);
    },
    timeoutBy: 'config',
  },
  review: {
    prepare: async () => {},
    act: (page) => openReview(reviewView(page), 1),
    expectBusy: (page) => expect(reviewView(page).body).toHaveAttribute('aria-busy', 'true'),
    secondAction: async (page) => {
      await page.keyboard.press('Escape');
      await expect(reviewView(page).dialog).toBeHidden();
      await openReview(reviewView(page), 1);
    },
    expectFailure: async (page, text) => {
      await expect(reviewView(page).alert).toContainText(text);
      await expect(reviewView(page).html).toHaveCount(0);
    },
    expectUsable: async (page) => {
      await expect(reviewView(page).body).toHaveAttribute('aria-busy', 'false');
      await expect(reviewView(page).alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    // The call takes no input: the view stays open on the review asked for.
    expectInputKept: (page) => expect(reviewView(page).dialog).toBeVisible(),
    expectSuccess: async (page) => {
      await expect(reviewView(page).html).toContainText('Friendly and professional');
      await expect(reviewView(page).body).toHaveAttribute('aria-busy', 'false');
    },
    timeoutBy: 'config',
  },
  reply: {
    prepare: async (page) => {
      await openReply(replyModal(page), 1);
      await replyModal(page).text.fill(REPLY);
    },
    act: (page) => replyModal(page).submit.click(),
    expectBusy: async (page) => {
      await expect(replyModal(page).submit).toBeDisabled();
      await expect(replyModal(page).submit).toHaveAttribute('aria-busy', 'true');
    },
    secondAction: (page) => replyModal(page).submit.click({ force: true }),
    expectFailure: async (page, text) => {
      await expectToasts(page, [text]);
      await expect(replyModal(page).dialog).toBeVisible();
    },
    expectUsable: (page) => expectUsable(replyModal(page).submit),
    expectInputKept: (page) => expect(replyModal(page).text).toHaveValue(REPLY),
    expectSuccess: (page) => expectToasts(page, [backendMessages.replySent]),
    timeoutBy: 'config',
  },
  report: {
    prepare: async (page) => {
      await openReport(reportModal(page));
      await reportModal(page).option(4).check();
      await reportModal(page).reason.fill(REASON);
    },
    act: (page) => reportModal(page).submit.click(),
    expectBusy: async (page) => {
      await expect(reportModal(page).submit).toBeDisabled();
      await expect(reportModal(page).submit).toHaveAttribute('aria-busy', 'true');
    },
    secondAction: (page) => reportModal(page).reason.press('Enter'),
    expectFailure: async (page, text) => {
      await expectToasts(page, [text]);
      await expect(reportModal(page).dialog).toBeVisible();
    },
    expectUsable: (page) => expectUsable(reportModal(page).submit),
    expectInputKept: async (page) => {
      await expect(reportModal(page).option(4)).toBeChecked();
      await expect(reportModal(page).reason).toHaveValue(REASON);
    },
    expectSuccess: async (page) => {
      await expectToasts(page, [backendMessages.reportSent]);
      await expect(reportModal(page).dialog).toBeHidden();
    },
    timeoutBy: 'config',
  },
  suggestions: {
    prepare: async (page) => {
      const box = searchBoxHandles(page);
      await box.input.focus();
      await expect(box.input).toHaveAttribute('role', 'combobox');
    },
    act: (page) => searchBoxHandles(page).input.pressSequentially('ann'),
    // The box gives no busy sign while a term is looked up (issue 3): the text stays editable.
    expectBusy: (page) => expect(searchBoxHandles(page).input).toBeEditable(),
    secondAction: (page) => searchBoxHandles(page).input.press('a'),
    expectFailure: async (page, text) => {
      const box = searchBoxHandles(page);
      await expect(page.locator('.search-suggestions-failed')).toHaveText(text);
      await expect(box.status).toHaveText(text);
      await expect(box.options).toHaveCount(0);
    },
    expectUsable: async (page) => {
      const box = searchBoxHandles(page);
      await expect(box.input).toBeEditable();
      await expect(box.input).toBeFocused();
      await expect(box.input).toHaveAttribute('aria-expanded', 'false');
    },
    expectInputKept: (page) => expect(searchBoxHandles(page).input).toHaveValue('ann'),
    expectSuccess: async (page, afterSecondAction) => {
      const box = searchBoxHandles(page);
      await expect(box.options.first()).toBeVisible();
      await expect(box.input).toHaveValue(afterSecondAction ? 'anna' : 'ann');
    },
    timeoutBy: 'config',
  },
  geoCities: geoDriver({
    failed: geoMessages.geoCitiesFailed,
    trigger: country,
    target: city,
    first: '124',
    second: '826',
    firstResult: /Toronto/,
    secondResult: /London/,
  }),
  geoClubs: geoDriver({
    failed: geoMessages.geoClubsFailed,
    trigger: city,
    target: club,
    first: '3',
    second: '2',
    firstResult: /Midnight Room/,
    secondResult: /Ocean Drive Club/,
  }),
  geoAreas: geoDriver({
    failed: geoMessages.geoAreasFailed,
    trigger: city,
    target: (page) => page.locator('select[name="area_id"]'),
    first: '3',
    second: '1',
    firstResult: /Manhattan/,
    secondResult: /The Strip/,
  }),
  agencyInfo: {
    prepare: async (page) => {
      await expect(agencyForm(page).form).toHaveAttribute('data-widget-state', 'mounted');
      await fillAgencyForm(agencyForm(page), 'Moonlight Models', '+1 555 0100');
    },
    act: (page) => agencyForm(page).change.click(),
    expectBusy: async (page) => {
      await expect(agencyForm(page).change).toBeHidden();
      await expect(agencyForm(page).status).toHaveText(agencyFormMessages.agencySaving);
    },
    secondAction: (page) => agencyForm(page).name.press('Enter'),
    expectFailure: (page, text) => expectToasts(page, [text]),
    expectUsable: async (page) => {
      await expect(agencyForm(page).change).toBeVisible();
      await expect(agencyForm(page).change).toBeEnabled();
    },
    expectInputKept: async (page) => {
      await expect(agencyForm(page).name).toHaveValue('Moonlight Models');
      await expect(agencyForm(page).phone).toHaveValue('+1 555 0100');
    },
    expectSuccess: async (page) => {
      await expectToasts(page, [agencyMessages.agencyInfoChanged]);
      await expect(agencyForm(page).status).toContainText('The page reloads in');
    },
    timeoutBy: 'config',
  },
  videoUpload: {
    prepare: async (page) => {
      await recordClip(page, 3.5);
      await expect(button(page, video.videoSend)).toBeFocused();
    },
    act: async (page) => {
      const box = await button(page, video.videoSend).boundingBox();
      if (box) sendSpot.set(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
      await button(page, video.videoSend).click();
    },
    expectBusy: (page) => expect(status(page)).toHaveText(video.videoUploading),
    // A double click on "Send the video": the second click lands where the first did.
    secondAction: async (page) => {
      const spot = sendSpot.get(page);
      if (spot) await page.mouse.click(spot.x, spot.y);
    },
    expectFailure: (page, text) => expect(status(page)).toHaveText(text),
    expectUsable: (page) => expect(button(page, video.videoSendAgain)).toBeEnabled(),
    expectInputKept: (page) => expect(page.getByLabel(video.videoPlaybackLabel)).toBeVisible(),
    expectSuccess: (page) => expect(status(page)).toHaveText(backendMessages.videoReceived),
    // The fake backend reads the whole clip, then holds its answer: the wait for the answer runs out.
    // Both limits together, as the last byte may go out while the clock runs (within the stall limit).
    timeoutBy: { clockMs: VIDEO_UPLOAD_STALL_MS + VIDEO_UPLOAD_ANSWER_MS },
    retry: (page) => button(page, video.videoSendAgain).click(),
  },
};
