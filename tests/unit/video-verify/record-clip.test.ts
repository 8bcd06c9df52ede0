import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordClip } from '../../../widgets/video-verify/record-clip.ts';
import { FakeRecorder, FakeStream, installFakeCamera, removeFakeCamera } from './fake-media.ts';

describe('recordClip', () => {
  beforeEach(() => {
    installFakeCamera();
  });
  afterEach(() => {
    removeFakeCamera();
  });

  it('records WebM when the browser can, and measures the clip from start to stop', async () => {
    let now = 1000;
    const recording = recordClip(new FakeStream(), () => now);
    expect(FakeRecorder.instances[0]?.state).toBe('recording');
    now = 5500;
    const clip = await recording.stop();
    expect(clip.type).toBe('video/webm');
    expect(clip.blob.type).toBe('video/webm');
    expect(clip.blob.size).toBe(2048);
    expect(clip.seconds).toBe(4.5);
  });

  it('falls back to MP4 when only MP4 is recordable', async () => {
    const original = FakeRecorder.isTypeSupported;
    FakeRecorder.isTypeSupported = (type: string) => type === 'video/mp4';
    try {
      const clip = await recordClip(new FakeStream(), () => 0).stop();
      expect(clip.type).toBe('video/mp4');
      expect(FakeRecorder.instances[0]?.mimeType).toBe('video/mp4;codecs=vp8');
    } finally {
      FakeRecorder.isTypeSupported = original;
    }
  });

  it('stops the recorder when the recording is discarded', () => {
    recordClip(new FakeStream()).discard();
    expect(FakeRecorder.instances[0]?.state).toBe('inactive');
  });
});
