// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { VIDEO_UPLOAD_MAX_BYTES } from '../../shared/constants.ts';
import { formAnswer, useDemoServer } from './demo-harness.ts';

const demo = useDemoServer();
const UPLOAD = '/videoverify/upload';

function clipForm(bytes: number, type = 'video/webm', iframeFrom = 'add-profile'): FormData {
  const form = new FormData();
  form.append('video', new Blob([new Uint8Array(bytes)], { type }), 'verification.webm');
  form.append('iframeFrom', iframeFrom);
  return form;
}

function upload(body: FormData | string, headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' }): Promise<Response> {
  return fetch(`${demo.origin()}${UPLOAD}`, { method: 'POST', headers, body });
}

interface LoggedUpload {
  call: string;
  fields: Record<string, string>;
  file: { field: string; name: string; type: string; size: number } | null;
  scenario: string | null;
}

async function loggedUploads(): Promise<LoggedUpload[]> {
  return ((await (await demo.get('/__requests')).json()) as LoggedUpload[]).filter((entry) => entry.call === 'videoUpload');
}

describe('POST /videoverify/upload', () => {
  it('accepts a WebM clip, answers STATUS success and keeps its metadata in the state', async () => {
    const answer = await formAnswer(await upload(clipForm(1234)));
    expect(answer).toEqual({ STATUS: 'success', MESSAGE: 'Thank you! Your video has been received; we will check it shortly.' });
    const state = (await (await demo.get('/__state')).json()) as { videoUploads: { name: string; type: string; size: number; iframeFrom: string }[] };
    expect(state.videoUploads).toEqual([expect.objectContaining({ name: 'verification.webm', type: 'video/webm', size: 1234, iframeFrom: 'add-profile' })]);
  });

  it('accepts an MP4 clip', async () => {
    expect((await formAnswer(await upload(clipForm(10, 'video/mp4')))).STATUS).toBe('success');
  });

  it('logs the call with its file, without the bytes, at /__requests', async () => {
    await upload(clipForm(321, 'video/webm', 'elsewhere'));
    const [entry] = await loggedUploads();
    expect(entry?.fields).toEqual({ iframeFrom: 'elsewhere' });
    expect(entry?.file).toEqual({ field: 'video', name: 'verification.webm', type: 'video/webm', size: 321 });
  });

  it('refuses another type with CODE video', async () => {
    const answer = await formAnswer(await upload(clipForm(10, 'image/png')));
    expect(answer).toEqual({ STATUS: 'error', MESSAGE: ['Only WebM or MP4 videos are accepted.'], CODE: ['video'] });
  });

  it('refuses a body without a video', async () => {
    const form = new FormData();
    form.append('iframeFrom', '');
    const answer = await formAnswer(await upload(form));
    expect(answer).toEqual({ STATUS: 'error', MESSAGE: ['No video was received. Please record your clip and send it again.'], CODE: ['video'] });
  });

  it('refuses an empty clip', async () => {
    const answer = await formAnswer(await upload(clipForm(0)));
    expect(answer.MESSAGE).toEqual(['The video is empty. Please record your clip again.']);
  });

  it('refuses a clip over the size limit and keeps nothing of it', async () => {
    const answer = await formAnswer(await upload(clipForm(VIDEO_UPLOAD_MAX_BYTES + 1)));
    expect(answer).toEqual({ STATUS: 'error', MESSAGE: ['The video is too large: at most 20 MB is accepted.'], CODE: ['video'] });
    const state = (await (await demo.get('/__state')).json()) as { videoUploads: unknown[] };
    expect(state.videoUploads).toEqual([]);
  });

  it('answers 400 to a body that is not multipart or lacks X-Requested-With, without using up a scenario', async () => {
    await demo.scenario('videoUpload', 'http-500');
    expect((await upload('video=x', { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(400);
    expect((await upload(clipForm(5), {})).status).toBe(400);
    expect((await upload(clipForm(5))).status).toBe(500);
  });

  it('answers 405 to a GET', async () => {
    const response = await demo.get(UPLOAD);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('plays the error-message and error-list scenarios as STATUS errors', async () => {
    await demo.scenario('videoUpload', 'error-message');
    expect(await formAnswer(await upload(clipForm(5)))).toEqual({
      STATUS: 'error',
      MESSAGE: 'This video could not be verified. Please record it again with your face clearly visible.',
    });
    await demo.scenario('videoUpload', 'error-list');
    expect(await formAnswer(await upload(clipForm(5)))).toEqual({
      STATUS: 'error',
      MESSAGE: ['Only WebM or MP4 videos are accepted.', 'The video is too large: at most 20 MB is accepted.'],
      CODE: ['video', 'video'],
    });
  });

  it('plays the HTTP, malformed and network scenarios and logs them', async () => {
    await demo.scenario('videoUpload', 'http-403');
    expect((await upload(clipForm(5))).status).toBe(403);
    await demo.scenario('videoUpload', 'malformed');
    expect(await (await upload(clipForm(5))).text()).toContain('Fatal error');
    await demo.scenario('videoUpload', 'network');
    await expect(upload(clipForm(5))).rejects.toThrow();
    expect((await loggedUploads()).map((entry) => entry.scenario)).toEqual(['http-403', 'malformed', 'network']);
  });

  it('plays the slow scenario and then accepts the clip', async () => {
    await demo.scenario('videoUpload', 'slow');
    const started = Date.now();
    expect((await formAnswer(await upload(clipForm(5)))).STATUS).toBe('success');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('holds the timeout scenario without an answer', async () => {
    await demo.scenario('videoUpload', 'timeout');
    await expect(fetch(`${demo.origin()}${UPLOAD}`, {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      body: clipForm(5),
      signal: AbortSignal.timeout(500),
    })).rejects.toThrow();
  });

  it('forgets the received clips on reset', async () => {
    await upload(clipForm(5));
    await fetch(`${demo.origin()}/__reset`, { method: 'POST' });
    const state = (await (await demo.get('/__state')).json()) as { videoUploads: unknown[] };
    expect(state.videoUploads).toEqual([]);
  });
});
