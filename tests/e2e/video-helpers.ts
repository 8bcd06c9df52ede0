import { existsSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** The noisy camera's picture: 320×240, 20 frames of seeded noise (the same bytes on every run). */
const NOISE_WIDTH = 320;
const NOISE_HEIGHT = 240;
const NOISE_FRAMES = 20;

/** Writes the noisy camera's Y4M file once per machine (atomically: parallel runs share it) and returns its path. */
function noiseVideoFile(): string {
  const header = `YUV4MPEG2 W${NOISE_WIDTH} H${NOISE_HEIGHT} F30:1 Ip A1:1 C420jpeg\n`;
  const frameBytes = NOISE_WIDTH * NOISE_HEIGHT * 1.5;
  const size = header.length + NOISE_FRAMES * ('FRAME\n'.length + frameBytes);
  const file = join(tmpdir(), `directory-widgets-noise-${NOISE_WIDTH}x${NOISE_HEIGHT}x${NOISE_FRAMES}.y4m`);
  if (existsSync(file) && statSync(file).size === size) return file;
  const bytes = Buffer.alloc(size);
  let at = bytes.write(header);
  let seed = 0x2545f491;
  for (let frame = 0; frame < NOISE_FRAMES; frame += 1) {
    at += bytes.write('FRAME\n', at);
    for (let end = at + frameBytes; at < end; at += 1) {
      // xorshift32: noise an encoder cannot squeeze, so a clip weighs megabytes as a phone's does.
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      bytes[at] = seed & 0xff;
    }
  }
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return file;
}

/**
 * Chromium's fake camera showing noise instead of its test pattern: its clips weigh about 450 KB a
 * second rather than 5 to 30, so an upload spans many of the 16 KB steps Chromium's upload
 * throttling lets through (`test.use({ launchOptions })`, in a describe of its own).
 */
export function noisyCameraLaunchOptions(): LaunchOptions {
  return {
    ...FAKE_CAMERA_LAUNCH_OPTIONS,
    args: [...(FAKE_CAMERA_LAUNCH_OPTIONS.args ?? []), `--use-file-for-fake-video-capture=${noiseVideoFile()}`],
  };
}

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
