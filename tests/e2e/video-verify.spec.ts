import type { Frame, FrameLocator, Page } from '@playwright/test';
import { requestMessages } from '../../shared/messages/catalogue/request-messages.ts';
import { videoVerifyMessages as m } from '../../shared/messages/catalogue/video-verify-messages.ts';
import { describeViolations, findSeriousViolations } from './axe.ts';
import { expect, openDemoPage, servePage, test, testPage, type LoggedRequest } from './fixtures.ts';
import { button, FAKE_CAMERA_LAUNCH_OPTIONS, recordClip, status } from './video-helpers.ts';

const PAGE = '/videoverify/';
const RECEIVED = 'Thank you! Your video has been received; we will check it shortly.';

test.use({ launchOptions: FAKE_CAMERA_LAUNCH_OPTIONS });

/** Keeps every stream the page's getUserMedia gave out (in the top window, frames included), to check its tracks later. */
const RECORD_STREAMS = () => {
  const media = navigator.mediaDevices;
  if (!media?.getUserMedia) return;
  const original = media.getUserMedia.bind(media);
  media.getUserMedia = async (constraints) => {
    const stream = await original(constraints);
    const top = window.top as unknown as { __streams?: MediaStream[] };
    (top.__streams ??= []).push(stream);
    return stream;
  };
};

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const violations = await findSeriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Every track of every stream the page got is ended (the camera is released). */
async function expectCameraReleased(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const streams = (window as unknown as { __streams?: MediaStream[] }).__streams ?? [];
        return { some: streams.length > 0, live: streams.flatMap((s) => s.getTracks()).filter((t) => t.readyState !== 'ended').length };
      }),
    )
    .toEqual({ some: true, live: 0 });
}

async function uploads(requests: (call?: string) => Promise<LoggedRequest[]>) {
  return (await requests('videoUpload')) as (LoggedRequest & { file: { size: number; type: string } | null })[];
}

test.describe('the video verification page', () => {
  test.setTimeout(45_000);

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(RECORD_STREAMS);
  });

  test('records a clip, plays it back and uploads it with a progress bar up to a success message, each state free of serious axe violations', async ({ page, scenario, requests }) => {
    await openDemoPage(page, PAGE);
    await expect(page.getByText(m.videoIntro.replace('{min}', '3').replace('{max}', '15'))).toBeVisible();
    await expectNoSeriousViolations(page);

    await button(page, m.videoStartCamera).click();
    await expect(status(page)).toHaveText(m.videoPreviewReady);
    await expect(page.getByLabel(m.videoPreviewLabel)).toBeVisible();
    await expectNoSeriousViolations(page);

    await button(page, m.videoStartRecording).click();
    await expect(status(page)).toHaveText(m.videoRecording.replace('{max}', '15'));
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText('15 s left');
    await expect(timer).toHaveText('14 s left');
    await expectNoSeriousViolations(page);
    await expect(timer).toHaveText('12 s left', { timeout: 4000 });
    await button(page, m.videoStopRecording).click();

    await expect(status(page)).toHaveText(/^Your clip is ready \(\d+ s\)\. Watch it, then send it or record it again\.$/);
    await expect(button(page, m.videoSend)).toBeFocused();
    const playback = page.getByLabel(m.videoPlaybackLabel);
    await expect(playback).toBeVisible();
    await expect.poll(() => playback.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThan(0);
    await expectCameraReleased(page);
    await expectNoSeriousViolations(page);

    // Slow: the answer waits 2 s after the body arrived, so the bar can be seen full while still uploading.
    await scenario('videoUpload', 'slow');
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { __progress: number[] }).__progress = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('progress');
        if (bar) seen.push(bar.value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
    });
    await button(page, m.videoSend).click();
    await expect(status(page)).toHaveText(m.videoUploading);
    await expect(button(page, m.videoCancelUpload)).toBeFocused();
    const bar = page.getByRole('progressbar', { name: m.videoProgressLabel });
    await expect(bar).toHaveAttribute('value', '100');
    await expect(page.locator('.videoverify-percent')).toHaveText('100%');
    await expectNoSeriousViolations(page);

    await expect(status(page)).toHaveText(RECEIVED);
    await expect(bar).toHaveCount(0);
    const seen = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
    expect(seen[0]).toBe(0);
    expect(seen).toContain(100);
    await expectNoSeriousViolations(page);

    const [upload, ...more] = await uploads(requests);
    expect(more).toEqual([]);
    expect(upload?.headers.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.headers.xRequestedWith).toBe('XMLHttpRequest');
    expect(upload?.fields).toEqual({ iframeFrom: '' });
    expect(upload?.file).toEqual(expect.objectContaining({ field: 'video', name: 'verification.webm', type: 'video/webm' }));
    expect(upload?.file?.size).toBeGreaterThan(0);
  });

  test('keeps the clip after a failed upload and sends the same one again', async ({ page, scenario, requests, expectConsoleError }) => {
    expectConsoleError(/status of 500/);
    await openDemoPage(page, PAGE);
    await recordClip(page, 3.5);
    await expect(button(page, m.videoSend)).toBeFocused();
    await scenario('videoUpload', 'http-500');
    await button(page, m.videoSend).click();
    const failure = m.videoUploadFailed.replace('{reason}', requestMessages.requestHttp.replace('{status}', '500'));
    await expect(status(page)).toHaveText(failure);
    await expect(button(page, m.videoSendAgain)).toBeFocused();
    await expect(button(page, m.videoRetake)).toBeVisible();
    await expect(page.getByLabel(m.videoPlaybackLabel)).toBeVisible();
    await expectNoSeriousViolations(page);

    await button(page, m.videoSendAgain).click();
    await expect(status(page)).toHaveText(RECEIVED);
    const [failed, retried] = await uploads(requests);
    expect(failed?.scenario).toBe('http-500');
    expect(retried?.file?.size).toBe(failed?.file?.size);
    const state = (await (await page.request.get('/__state')).json()) as { videoUploads: { size: number }[] };
    expect(state.videoUploads.map((video) => video.size)).toEqual([failed?.file?.size]);
  });

  test('cancels a slow upload, keeps the clip and can send it afterwards', async ({ page, scenario, requests }) => {
    await openDemoPage(page, PAGE);
    await recordClip(page, 3.5);
    await scenario('videoUpload', 'slow');
    await button(page, m.videoSend).click();
    await expect(button(page, m.videoCancelUpload)).toBeFocused();
    await button(page, m.videoCancelUpload).click();
    await expect(status(page)).toHaveText(m.videoUploadCancelled);
    await expect(button(page, m.videoSend)).toBeFocused();
    const state = (await (await page.request.get('/__state')).json()) as { videoUploads: unknown[] };
    expect(state.videoUploads).toEqual([]);

    await button(page, m.videoSend).click();
    await expect(status(page)).toHaveText(RECEIVED);
    expect(await uploads(requests)).toHaveLength(2);
  });

  test('says the camera is blocked when permission is denied, and tries again on request', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await openDemoPage(page, PAGE);
    await button(page, m.videoStartCamera).click();
    await expect(status(page)).toHaveText(m.videoCameraDenied);
    await expect(button(page, m.videoTryAgain)).toBeFocused();
    await expectNoSeriousViolations(page);
    await button(page, m.videoTryAgain).click();
    await expect(status(page)).toHaveText(m.videoCameraDenied);
  });

  test('says the browser cannot record when MediaRecorder is missing', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { MediaRecorder?: unknown }).MediaRecorder;
    });
    await openDemoPage(page, PAGE);
    await button(page, m.videoStartCamera).click();
    await expect(status(page)).toHaveText(m.videoUnsupported);
    await expect(button(page, m.videoTryAgain)).toBeFocused();
  });

  test('refuses a clip shorter than 3 seconds, releases the camera and records again', async ({ page, requests }) => {
    await openDemoPage(page, PAGE);
    await recordClip(page, 0.5);
    await expect(status(page)).toHaveText(/^The clip is too short \(\d(\.\d)? s\)\. Please record at least 3 seconds\.$/);
    await expect(button(page, m.videoRetake)).toBeFocused();
    await expectCameraReleased(page);
    await button(page, m.videoRetake).click();
    await expect(button(page, m.videoStartRecording)).toBeFocused();
    expect(await uploads(requests)).toEqual([]);
  });

  test('refuses a clip over the size limit the page sets for QA', async ({ page, requests }) => {
    await openDemoPage(page, `${PAGE}?maxBytes=1000`);
    await recordClip(page, 3.5);
    await expect(status(page)).toHaveText(/^The clip is too large to send \([\d.]+ MB, at most 0\.1 MB\)\. Please record a shorter clip\.$/);
    await expect(button(page, m.videoRetake)).toBeFocused();
    expect(await uploads(requests)).toEqual([]);
  });
});

test.describe('the video verification page inside a frame', () => {
  test.setTimeout(45_000);
  const PARENT = '/__e2e/video-parent.html';

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(RECORD_STREAMS);
    // The parent's message log: an init script, as the page's strict policy refuses an inline one.
    await page.addInitScript(() => {
      if (window !== window.top) return;
      const log: unknown[] = [];
      (window as unknown as { __messages: unknown[] }).__messages = log;
      addEventListener('message', (event) => log.push({ origin: event.origin, data: event.data }));
    });
    await servePage(
      page,
      PARENT,
      testPage(`<h1>Parent</h1><iframe title="Video verification" src="${PAGE}?iframeFrom=add-profile" width="640" height="640"></iframe>`, {
        script: '',
      }),
    );
  });

  async function videoFrame(page: Page): Promise<{ frame: FrameLocator; frameHandle: Frame }> {
    await page.goto(PARENT);
    const frameHandle = page.frames().find((candidate) => candidate.url().includes(PAGE));
    if (!frameHandle) throw new Error('The video frame is missing.');
    await frameHandle.waitForFunction(() => window.directoryWidgets !== undefined);
    await frameHandle.evaluate(() => window.directoryWidgets!.settled());
    return { frame: page.frameLocator('iframe'), frameHandle };
  }

  test('tells the parent page the clip was uploaded, and ignores the messages sent to it', async ({ page, demo }) => {
    const { frame, frameHandle } = await videoFrame(page);
    await page.evaluate(() => {
      const target = document.querySelector('iframe')!.contentWindow!;
      target.postMessage({ type: 'videoverify', status: 'uploaded' }, '*');
      target.postMessage('start', '*');
    });
    await expect(button(frame, m.videoStartCamera)).toBeVisible();
    await expect(status(frame)).toHaveText('');

    await recordClip(frame, 3.5);
    await button(frame, m.videoSend).click();
    await expect(status(frame)).toHaveText(RECEIVED);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __messages: unknown[] }).__messages))
      .toEqual([{ origin: demo.url, data: { type: 'videoverify', status: 'uploaded' } }]);
    expect(await frameHandle.evaluate(() => document.body.classList.contains('videoverify-framed'))).toBe(true);
  });

  test('tells the parent page an upload failed or was cancelled', async ({ page, scenario, expectConsoleError }) => {
    expectConsoleError(/ERR_EMPTY_RESPONSE/);
    const { frame } = await videoFrame(page);
    await recordClip(frame, 3.5);
    await scenario('videoUpload', 'network');
    await button(frame, m.videoSend).click();
    await expect(button(frame, m.videoSendAgain)).toBeFocused();
    await scenario('videoUpload', 'slow');
    await button(frame, m.videoSendAgain).click();
    await button(frame, m.videoCancelUpload).click();
    await expect(status(frame)).toHaveText(m.videoUploadCancelled);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __messages: { data: unknown }[] }).__messages.map((message) => message.data)))
      .toEqual([
        { type: 'videoverify', status: 'failed' },
        { type: 'videoverify', status: 'cancelled' },
      ]);
  });

  test('releases the camera when the frame goes away during the preview', async ({ page }) => {
    const { frame } = await videoFrame(page);
    await button(frame, m.videoStartCamera).click();
    await expect(button(frame, m.videoStartRecording)).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { __streams: MediaStream[] }).__streams[0]!.getTracks()[0]!.readyState)).toBe('live');
    await page.evaluate(() => document.querySelector('iframe')!.remove());
    await expectCameraReleased(page);
  });
});
