import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIDEO_UPLOAD_ANSWER_MS, VIDEO_UPLOAD_STALL_MS } from '../../../shared/constants.ts';
import { requestMessages } from '../../../shared/messages/catalogue/request-messages.ts';
import { controlMessages } from '../../../shared/messages/catalogue/control-messages.ts';
import { videoVerifyMessages as m } from '../../../shared/messages/catalogue/video-verify-messages.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { accessibleName } from '../support/accessible-name.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { startTestWidgets, stopTestWidgets } from '../support/runtime-harness.ts';
import { FakeRecorder, installFakeCamera, removeFakeCamera, type FakeCamera } from './fake-media.ts';
import { installFakeXhr, lastXhr } from './fake-xhr.ts';

const SUCCESS = JSON.stringify({ STATUS: 'success', MESSAGE: 'Video received.' });
const INTRO = 'To verify your profile, record a short video of yourself, 3 to 15 seconds long, with your face clearly visible. Your browser will ask to use the camera when you press the button below; nothing is sent until you choose to send the clip.';

let camera: FakeCamera;

/**
 * Lets promises, renders and effects happen: Preact runs effects after a 100 ms fallback timer,
 * React's scheduler in real macrotasks (setImmediate is not faked), so both are given their turn.
 */
async function settle(ms = 150): Promise<void> {
  for (let step = 0; step < 3; step += 1) {
    await vi.advanceTimersByTimeAsync(ms / 3);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function mountVideoVerify(attributes = '') {
  renderFixture(`<div id="video" data-widget="video-verify" ${attributes}><p>Needs JavaScript.</p></div>`);
  const api = startTestWidgets(widgetRegistry);
  await settle();
  await api.settled();
  await settle();
  return getElement('#video');
}

const statusText = () => getElement('#video [role="status"]').textContent;
const buttonNamed = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('#video button')].find((button) => accessibleName(button) === name) ?? null;

async function click(name: string): Promise<void> {
  const button = buttonNamed(name);
  if (!button) throw new Error(`No button "${name}"; the buttons are: ${[...document.querySelectorAll('#video button')].map((b) => b.textContent).join(', ')}.`);
  button.click();
  await settle();
  if (name === m.videoStartCamera) {
    // The recorder's chunk is a real dynamic import: wait for it in real time.
    await vi.waitFor(() => expect(document.querySelector('#video .videoverify-recorder, #video .alert-danger')).not.toBeNull(), { timeout: 5000 });
    await settle();
  }
}

function expectFocusOn(name: string): void {
  expect(document.activeElement).toBe(buttonNamed(name));
}

/** Turns the camera on, records `seconds` and stops. */
async function record(seconds: number): Promise<void> {
  await click(m.videoStartCamera);
  await click(m.videoStartRecording);
  await settle(seconds * 1000 - 150);
  await click(m.videoStopRecording);
}

/** The `video` file of the last upload. */
function uploadedVideo(): File {
  const file = lastXhr().body?.get('video');
  if (!(file instanceof Blob)) throw new Error('The upload has no video file.');
  return file as File;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
  camera = installFakeCamera();
  installFakeXhr();
});

afterEach(() => {
  resetPage();
  removeFakeCamera();
  vi.useRealTimers();
});

describe('the video verification widget before the camera', () => {
  it('explains what will happen and asks for nothing until the button is pressed', async () => {
    const root = await mountVideoVerify();
    expect(root.querySelector('.videoverify-intro')?.textContent).toBe(INTRO);
    expect(buttonNamed(m.videoStartCamera)).not.toBeNull();
    expect(statusText()).toBe('');
    expect(camera.getUserMedia).not.toHaveBeenCalled();
  });

  it('ignores the messages the page receives', async () => {
    await mountVideoVerify('data-iframe-from="add-profile"');
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'videoverify', status: 'uploaded' }, origin: location.origin }));
    await settle();
    expect(buttonNamed(m.videoStartCamera)).not.toBeNull();
    expect(camera.getUserMedia).not.toHaveBeenCalled();
  });
});

describe('opening the camera', () => {
  it('shows the live preview, says so and focuses "Start recording"', async () => {
    await mountVideoVerify();
    await click(m.videoStartCamera);
    expect(camera.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: false });
    expect(statusText()).toBe(m.videoPreviewReady);
    const preview = getElement<HTMLVideoElement>('#video video');
    expect(preview.getAttribute('aria-label')).toBe(m.videoPreviewLabel);
    expect(preview.srcObject).toBe(camera.streams[0]);
    expectFocusOn(m.videoStartRecording);
  });

  it('says the camera is starting while the browser asks for permission', async () => {
    camera.getUserMedia.mockReturnValueOnce(new Promise(() => {}));
    await mountVideoVerify();
    await click(m.videoStartCamera);
    expect(statusText()).toBe(m.videoCameraStarting);
    expect(document.activeElement).toBe(getElement('#video .videoverify-recorder'));
  });

  it.each([
    ['NotAllowedError', m.videoCameraDenied],
    ['SecurityError', m.videoCameraDenied],
    ['NotFoundError', m.videoCameraMissing],
    ['OverconstrainedError', m.videoCameraMissing],
    ['NotReadableError', m.videoCameraBusy],
  ])('answers a %s with its message and a "Try again" that asks again', async (name, message) => {
    camera.getUserMedia.mockRejectedValueOnce(new DOMException('No', name));
    await mountVideoVerify();
    await click(m.videoStartCamera);
    expect(statusText()).toBe(message);
    expect(getElement('#video [role="status"]').className).toContain('alert-danger');
    expectFocusOn(m.videoTryAgain);
    await click(m.videoTryAgain);
    expect(camera.getUserMedia).toHaveBeenCalledTimes(2);
    expect(statusText()).toBe(m.videoPreviewReady);
  });

  it('says the browser cannot record without MediaRecorder, and without getUserMedia', async () => {
    vi.stubGlobal('MediaRecorder', undefined);
    await mountVideoVerify();
    await click(m.videoStartCamera);
    expect(statusText()).toBe(m.videoUnsupported);
    expectFocusOn(m.videoTryAgain);
    expect(camera.getUserMedia).not.toHaveBeenCalled();

    vi.stubGlobal('MediaRecorder', FakeRecorder);
    removeFakeCamera();
    await click(m.videoTryAgain);
    expect(statusText()).toBe(m.videoUnsupported);
  });

  it('says so when the recorder part of the widget cannot load, and leaves its button usable', async () => {
    vi.resetModules();
    vi.doMock('../../../widgets/video-verify/VideoRecorder.tsx', () => {
      throw new Error('offline');
    });
    const { default: definition } = await import('../../../widgets/video-verify/index.ts');
    renderFixture('<div id="video"></div>');
    const unmount = definition.mount(getElement('#video'), { iframeFrom: '', maxBytes: 100 }, {
      widget: 'video-verify',
      reportError: vi.fn(),
      dispatch: vi.fn(),
      reportProblem: vi.fn(),
    });
    await settle();
    await click(m.videoStartCamera);
    await settle();
    expect(statusText()).toBe(controlMessages.partLoadFailed);
    expect(buttonNamed(m.videoStartCamera)?.disabled).toBe(false);
    unmount();
    vi.doUnmock('../../../widgets/video-verify/VideoRecorder.tsx');
  });
});

describe('recording', () => {
  it('counts down without a live region, stops on request, releases the camera and offers the playback', async () => {
    await mountVideoVerify();
    await click(m.videoStartCamera);
    await click(m.videoStartRecording);
    expect(statusText()).toBe('Recording. It stops by itself after 15 seconds.');
    const timer = getElement('#video [role="timer"]');
    expect(timer.textContent).toBe('15 s left');
    expect(timer.hasAttribute('aria-live')).toBe(false);
    expectFocusOn(m.videoStopRecording);
    await settle(3000);
    expect(timer.textContent).toBe('12 s left');
    await settle(1850);
    await click(m.videoStopRecording);
    expect(statusText()).toBe('Your clip is ready (5 s). Watch it, then send it or record it again.');
    expect(camera.streams[0]?.tracks.every((track) => track.readyState === 'ended')).toBe(true);
    const playback = getElement<HTMLVideoElement>('#video video');
    expect(playback.getAttribute('aria-label')).toBe(m.videoPlaybackLabel);
    expect(playback.getAttribute('src')).toMatch(/^blob:/);
    expectFocusOn(m.videoSend);
    expect(buttonNamed(m.videoRetake)).not.toBeNull();
  });

  it('stops by itself after 15 seconds', async () => {
    await mountVideoVerify();
    await click(m.videoStartCamera);
    await click(m.videoStartRecording);
    await settle(15_000);
    expect(statusText()).toBe('Your clip is ready (15 s). Watch it, then send it or record it again.');
    expect(FakeRecorder.instances[0]?.state).toBe('inactive');
    expect(FakeRecorder.instances[0]?.mimeType).toBe('video/webm;codecs=vp8');
  });

  it('refuses a clip under 3 seconds and records again on request', async () => {
    await mountVideoVerify();
    await record(1.2);
    expect(statusText()).toBe('The clip is too short (1.2 s). Please record at least 3 seconds.');
    expect(camera.streams[0]?.tracks[0]?.readyState).toBe('ended');
    expectFocusOn(m.videoRetake);
    await click(m.videoRetake);
    expect(statusText()).toBe(m.videoPreviewReady);
    expect(camera.getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('refuses a clip over the size limit', async () => {
    FakeRecorder.nextBytes = 300_000;
    await mountVideoVerify('data-max-bytes="204800"');
    await record(4);
    expect(statusText()).toBe('The clip is too large to send (0.3 MB, at most 0.2 MB). Please record a shorter clip.');
    expectFocusOn(m.videoRetake);
    expect(lastXhrOrNull()).toBeNull();
  });

  it('says the recording failed when MediaRecorder cannot start, releasing the camera', async () => {
    FakeRecorder.failOnCreate = true;
    await mountVideoVerify();
    await click(m.videoStartCamera);
    await click(m.videoStartRecording);
    expect(statusText()).toBe(m.videoRecordingFailed);
    expect(camera.streams[0]?.tracks[0]?.readyState).toBe('ended');
    expectFocusOn(m.videoRetake);
  });

  it('releases the camera when the widget goes away and when the page is hidden', async () => {
    await mountVideoVerify();
    await click(m.videoStartCamera);
    window.dispatchEvent(new Event('pagehide'));
    expect(camera.streams[0]?.tracks[0]?.readyState).toBe('ended');
    // Back from the back/forward cache, the preview gets a camera again.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await settle();
    expect(camera.getUserMedia).toHaveBeenCalledTimes(2);
    expect(statusText()).toBe(m.videoPreviewReady);
    await click(m.videoStartRecording);
    stopTestWidgets();
    expect(camera.streams[1]?.tracks[0]?.readyState).toBe('ended');
    expect(FakeRecorder.instances[0]?.state).toBe('inactive');
  });
});

function lastXhrOrNull() {
  try {
    return lastXhr();
  } catch {
    return null;
  }
}

describe('uploading', () => {
  async function recordAndSend(attributes = ''): Promise<void> {
    await mountVideoVerify(attributes);
    await record(4);
    await click(m.videoSend);
  }

  it('sends the clip as multipart with iframeFrom, shows the progress as a bar and a percentage, then the server message', async () => {
    await recordAndSend('data-iframe-from="elsewhere"');
    const xhr = lastXhr();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/videoverify/upload']);
    expect(xhr.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(xhr.body?.get('iframeFrom')).toBe('elsewhere');
    const video = uploadedVideo();
    expect([video.name, video.type, video.size]).toEqual(['verification.webm', 'video/webm', 2048]);
    expect(statusText()).toBe(m.videoUploading);
    expectFocusOn(m.videoCancelUpload);
    const bar = getElement<HTMLProgressElement>('#video progress');
    expect(document.getElementById(bar.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(m.videoProgressLabel);
    expect(bar.max).toBe(100);
    expect(bar.value).toBe(0);
    xhr.progress(512, 2048);
    await settle();
    expect(bar.value).toBe(25);
    expect(getElement('#video .videoverify-percent').textContent).toBe('25%');
    xhr.progress(2048, 2048);
    await settle();
    expect(getElement('#video .videoverify-percent').textContent).toBe('100%');
    xhr.respond(200, SUCCESS);
    await settle();
    expect(statusText()).toBe('Video received.');
    expect(getElement('#video [role="status"]').className).toContain('alert-success');
    expect(document.querySelector('#video progress')).toBeNull();
    expect(document.activeElement).toBe(getElement('#video .videoverify-recorder'));
  });

  const TIMED_OUT = `${requestMessages.requestTimeout} Your clip is kept: press "Send it again" to retry.`;

  it('gives up an upload that sent nothing for VIDEO_UPLOAD_STALL_MS and keeps the clip', async () => {
    await recordAndSend();
    lastXhr().progress(512, 2048);
    // Rendering the progress lets a few renders' worth of time pass.
    await settle();
    await vi.advanceTimersByTimeAsync(VIDEO_UPLOAD_STALL_MS - 1000);
    expect(lastXhr().aborted).toBe(false);
    expect(getElement('#video .videoverify-percent').textContent).toBe('25%');
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(lastXhr().aborted).toBe(true);
    expect(statusText()).toBe(TIMED_OUT);
    expectFocusOn(m.videoSendAgain);
  });

  it('lets a slow upload whose progress keeps coming run past twice VIDEO_UPLOAD_ANSWER_MS, its bar moving and its cancel button there, up to the answer', async () => {
    await recordAndSend();
    const xhr = lastXhr();
    // A stall's worth of time less a second between progress events, until the total is well past every limit.
    const steps = Math.ceil((2 * (VIDEO_UPLOAD_ANSWER_MS + VIDEO_UPLOAD_STALL_MS)) / (VIDEO_UPLOAD_STALL_MS - 1000));
    for (let step = 1; step <= steps; step += 1) {
      await vi.advanceTimersByTimeAsync(VIDEO_UPLOAD_STALL_MS - 1000);
      xhr.progress(step, steps);
    }
    await settle();
    expect(xhr.aborted).toBe(false);
    expect(statusText()).toBe(m.videoUploading);
    expect(getElement('#video .videoverify-percent').textContent).toBe('100%');
    expect(buttonNamed(m.videoCancelUpload)).not.toBeNull();
    xhr.finishUpload();
    await vi.advanceTimersByTimeAsync(VIDEO_UPLOAD_ANSWER_MS - 1000);
    xhr.respond(200, SUCCESS);
    await settle();
    expect(statusText()).toBe('Video received.');
  });

  it('gives up an upload whose answer did not come VIDEO_UPLOAD_ANSWER_MS after its last byte, and keeps the clip', async () => {
    await recordAndSend();
    lastXhr().progress(2048, 2048);
    lastXhr().finishUpload();
    await settle();
    await vi.advanceTimersByTimeAsync(VIDEO_UPLOAD_ANSWER_MS - 1000);
    expect(lastXhr().aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(lastXhr().aborted).toBe(true);
    expect(statusText()).toBe(TIMED_OUT);
  });

  it('shows its own success text when the server sends an empty one', async () => {
    await recordAndSend();
    lastXhr().respond(200, JSON.stringify({ STATUS: 'success', MESSAGE: '' }));
    await settle();
    expect(statusText()).toBe(m.videoUploaded);
  });

  it.each([
    ['an HTTP error', (xhr: ReturnType<typeof lastXhr>) => xhr.respond(500, 'Internal Server Error'), requestMessages.requestHttp.replace('{status}', '500')],
    ['a network failure', (xhr: ReturnType<typeof lastXhr>) => xhr.failNetwork(), requestMessages.requestNetwork],
    ['a timeout', (xhr: ReturnType<typeof lastXhr>) => xhr.failTimeout(), requestMessages.requestTimeout],
    ['a malformed answer', (xhr: ReturnType<typeof lastXhr>) => xhr.respond(200, '<b>Fatal error</b>'), requestMessages.requestMalformed],
  ])('keeps the clip after %s and sends the very same one again', async (_, fail, reason) => {
    await recordAndSend();
    const first = uploadedVideo();
    fail(lastXhr());
    await settle();
    expect(statusText()).toBe(`${reason} Your clip is kept: press "Send it again" to retry.`);
    expectFocusOn(m.videoSendAgain);
    expect(buttonNamed(m.videoRetake)).not.toBeNull();
    expect(getElement<HTMLVideoElement>('#video video').getAttribute('src')).toMatch(/^blob:/);
    await click(m.videoSendAgain);
    expect(uploadedVideo().size).toBe(first.size);
    lastXhr().respond(200, SUCCESS);
    await settle();
    expect(statusText()).toBe('Video received.');
  });

  it('shows the server refusal (STATUS error) and keeps the clip', async () => {
    await recordAndSend();
    lastXhr().respond(200, JSON.stringify({ STATUS: 'error', MESSAGE: ['Only WebM or MP4 videos are accepted.'], CODE: ['video'] }));
    await settle();
    expect(statusText()).toBe('Only WebM or MP4 videos are accepted.');
    expectFocusOn(m.videoSendAgain);
  });

  it('cancels on request, keeps the clip and says so', async () => {
    await recordAndSend();
    const xhr = lastXhr();
    await click(m.videoCancelUpload);
    expect(xhr.aborted).toBe(true);
    expect(statusText()).toBe(m.videoUploadCancelled);
    expectFocusOn(m.videoSend);
  });

  it('aborts the upload when the widget goes away', async () => {
    await recordAndSend();
    stopTestWidgets();
    expect(lastXhr().aborted).toBe(true);
  });
});

describe('inside the add-profile frame', () => {
  let posted: { data: unknown; origin: string }[];

  beforeEach(() => {
    posted = [];
    const parent = { postMessage: (data: unknown, origin: string) => posted.push({ data, origin }) };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
  });

  it('tells the embedding page the clip was uploaded', async () => {
    await mountVideoVerify('data-iframe-from="add-profile"');
    await record(4);
    await click(m.videoSend);
    lastXhr().respond(200, SUCCESS);
    await settle();
    expect(posted).toEqual([{ data: { type: 'videoverify', status: 'uploaded' }, origin: location.origin }]);
  });

  it('tells the embedding page an upload failed, then that one was cancelled', async () => {
    await mountVideoVerify('data-iframe-from="add-profile"');
    await record(4);
    await click(m.videoSend);
    lastXhr().failNetwork();
    await settle();
    await click(m.videoSendAgain);
    await click(m.videoCancelUpload);
    expect(posted.map((message) => message.data)).toEqual([
      { type: 'videoverify', status: 'failed' },
      { type: 'videoverify', status: 'cancelled' },
    ]);
  });

  it('tells nobody when iframeFrom names another page', async () => {
    await mountVideoVerify('data-iframe-from="other"');
    await record(4);
    await click(m.videoSend);
    lastXhr().respond(200, SUCCESS);
    await settle();
    expect(posted).toEqual([]);
  });
});
