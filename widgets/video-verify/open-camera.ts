/** Why the camera could not be used, told apart so that the user gets the right advice. */
export type CameraFailure = 'unsupported' | 'denied' | 'missing' | 'busy';

/** The camera could not be opened. */
export class CameraError extends Error {
  override readonly name = 'CameraError';

  constructor(
    readonly failure: CameraFailure,
    options?: { cause?: unknown },
  ) {
    super(`The camera could not be opened: ${failure}.`, options);
  }
}

/** Tells whether this browser can both open the camera and record it. */
export function canRecordVideo(): boolean {
  return typeof MediaRecorder === 'function' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/**
 * Asks for the camera (video only: the clip shows a face, no sound is needed) and resolves with its
 * stream; rejects with a CameraError saying why it could not.
 */
export async function openCamera(): Promise<MediaStream> {
  if (!canRecordVideo()) throw new CameraError('unsupported');
  try {
    return await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false });
  } catch (error) {
    throw new CameraError(failureOf(error), { cause: error });
  }
}

function failureOf(error: unknown): CameraFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'missing';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'busy';
  }
}

/** Releases the camera: stops every track of `stream`, which turns the browser's camera light off. */
export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
