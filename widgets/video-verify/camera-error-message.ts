import { videoVerifyMessages } from '../../shared/messages/catalogue/video-verify-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { CameraError } from './open-camera.ts';

const t = messagesFrom(videoVerifyMessages);

/** The message a user reads when the camera could not be opened: what happened and what to do. */
export function cameraErrorMessage(error: unknown): string {
  if (!(error instanceof CameraError)) return t('videoCameraBusy');
  switch (error.failure) {
    case 'unsupported':
      return t('videoUnsupported');
    case 'denied':
      return t('videoCameraDenied');
    case 'missing':
      return t('videoCameraMissing');
    case 'busy':
      return t('videoCameraBusy');
  }
}
