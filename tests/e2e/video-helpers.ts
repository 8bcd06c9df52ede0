import type { FrameLocator, LaunchOptions, Page } from '@playwright/test';
import config from '../../playwright.config.ts';
import { videoVerifyMessages as m } from '../../shared/messages/catalogue/video-verify-messages.ts';
import { expect } from './fixtures.ts';

const baseLaunch = config.use?.launchOptions ?? {};

/** Chromium's fake camera (a test pattern) and an automatic "allow" for the permission prompt: `test.use({ launchOptions })`. */
export const FAKE_CAMERA_LAUNCH_OPTIONS: LaunchOptions = {
  ...baseLaunch,
  args: [...(baseLaunch.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
};

/** The video page itself or the add-profile page's frame holding it. */
export type Scope = Page | FrameLocator;

/** The video page's one status region. */
export const status = (scope: Scope) => scope.getByRole('status');

/** A button of the video page by its exact name. */
export const button = (scope: Scope, name: string) => scope.getByRole('button', { name, exact: true });

/** Turns the camera on, records a clip of about `seconds` and stops it. */
export async function recordClip(scope: Scope, seconds: number): Promise<void> {
  await button(scope, m.videoStartCamera).click();
  await expect(button(scope, m.videoStartRecording)).toBeFocused();
  await button(scope, m.videoStartRecording).click();
  await expect(button(scope, m.videoStopRecording)).toBeFocused();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  await button(scope, m.videoStopRecording).click();
}
