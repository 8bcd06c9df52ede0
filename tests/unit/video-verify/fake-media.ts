import { vi } from 'vitest';

/** A camera track whose `stop()` ends it, as a browser's does. */
export class FakeTrack {
  readyState: 'live' | 'ended' = 'live';
  readonly kind = 'video';
  stop(): void {
    this.readyState = 'ended';
  }
}

/** A camera stream of one track; a MediaStream, so that a video element takes it as its source. */
export class FakeStream extends MediaStream {
  readonly tracks = [new FakeTrack()];
  override getTracks(): MediaStreamTrack[] {
    return this.tracks as unknown as MediaStreamTrack[];
  }
}

/** A MediaRecorder that hands over one chunk of `FakeRecorder.nextBytes` bytes when stopped. */
export class FakeRecorder extends EventTarget {
  static nextBytes = 2048;
  static failOnCreate = false;
  static readonly instances: FakeRecorder[] = [];
  static isTypeSupported(type: string): boolean {
    return type === 'video/webm';
  }

  state: 'inactive' | 'recording' = 'inactive';
  readonly mimeType: string;

  constructor(
    readonly stream: FakeStream,
    options?: { mimeType?: string },
  ) {
    super();
    if (FakeRecorder.failOnCreate) throw new DOMException('Not supported', 'NotSupportedError');
    this.mimeType = `${options?.mimeType ?? 'video/webm'};codecs=vp8`;
    FakeRecorder.instances.push(this);
  }

  start(): void {
    this.state = 'recording';
  }

  stop(): void {
    this.state = 'inactive';
    queueMicrotask(() => {
      const data = new Blob([new Uint8Array(FakeRecorder.nextBytes)], { type: this.mimeType });
      this.dispatchEvent(Object.assign(new Event('dataavailable'), { data }));
      this.dispatchEvent(new Event('stop'));
    });
  }
}

/** The streams handed out and the getUserMedia mock, to make it fail or check its calls. */
export interface FakeCamera {
  readonly streams: FakeStream[];
  readonly getUserMedia: ReturnType<typeof vi.fn>;
}

/** Installs a camera (getUserMedia) and MediaRecorder; `vi.unstubAllGlobals` takes them away after the test. */
export function installFakeCamera(): FakeCamera {
  const streams: FakeStream[] = [];
  const getUserMedia = vi.fn(async () => {
    const stream = new FakeStream();
    streams.push(stream);
    return stream;
  });
  FakeRecorder.nextBytes = 2048;
  FakeRecorder.failOnCreate = false;
  FakeRecorder.instances.length = 0;
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return { streams, getUserMedia };
}

/** Removes the camera API that installFakeCamera added. */
export function removeFakeCamera(): void {
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
}
