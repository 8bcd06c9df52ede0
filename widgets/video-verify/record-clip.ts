import { VIDEO_UPLOAD_TYPES } from './video-verify-constants.ts';

/** A recorded clip: its bytes, its media type without parameters and how long it lasted. */
export interface RecordedClip {
  readonly blob: Blob;
  readonly type: (typeof VIDEO_UPLOAD_TYPES)[number];
  readonly seconds: number;
}

/** A recording under way. */
export interface ClipRecording {
  /** Ends the recording; resolves with the clip once the recorder has handed over its last data. */
  stop(): Promise<RecordedClip>;
  /** Ends the recording and drops what it recorded. */
  discard(): void;
}

/** The first upload type this browser can record (WebM in Chrome and Firefox, MP4 in Safari). */
function recordableType(): (typeof VIDEO_UPLOAD_TYPES)[number] | undefined {
  return VIDEO_UPLOAD_TYPES.find((type) => typeof MediaRecorder.isTypeSupported !== 'function' || MediaRecorder.isTypeSupported(type));
}

/** The upload type a recorder's own media type (`video/webm;codecs=vp8`) belongs to, WebM by default. */
function uploadTypeOf(mimeType: string): (typeof VIDEO_UPLOAD_TYPES)[number] {
  const base = mimeType.split(';')[0]?.trim().toLowerCase();
  return VIDEO_UPLOAD_TYPES.find((type) => type === base) ?? 'video/webm';
}

/**
 * Starts recording `stream` with MediaRecorder. The clip's length is measured from here to the stop
 * with `now` (the recorder's own timestamps are not in every browser). Throws what MediaRecorder
 * throws when it cannot start.
 */
export function recordClip(stream: MediaStream, now: () => number = () => performance.now()): ClipRecording {
  const preferred = recordableType();
  const recorder = new MediaRecorder(stream, preferred ? { mimeType: preferred } : undefined);
  const chunks: Blob[] = [];
  const startedAt = now();
  let endedAt: number | undefined;
  // Not a component's listeners (no hook applies): the recorder lives and ends with this clip, and
  // its stop and error settle the promise stop() awaits.
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  const stopped = new Promise<void>((resolve, reject) => {
    recorder.addEventListener('stop', () => resolve(), { once: true });
    recorder.addEventListener('error', (event) => reject((event as ErrorEvent).error ?? new Error('The recorder failed.')), { once: true });
  });
  recorder.start();
  const end = () => {
    endedAt ??= now();
    if (recorder.state !== 'inactive') recorder.stop();
  };
  return {
    async stop() {
      end();
      await stopped;
      const type = uploadTypeOf(recorder.mimeType || chunks[0]?.type || preferred || '');
      return { blob: new Blob(chunks, { type }), type, seconds: ((endedAt ?? now()) - startedAt) / 1000 };
    },
    discard() {
      end();
      chunks.length = 0;
      stopped.catch(() => undefined);
    },
  };
}
