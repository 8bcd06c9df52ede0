import type { Ref } from 'react';
import { videoVerifyMessages } from '../../shared/messages/catalogue/video-verify-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import type { RecorderPhaseName } from './recorder-phase.ts';

const t = messagesFrom(videoVerifyMessages);

/** What each button of the recorder does. */
export interface RecorderActionHandlers {
  readonly startRecording: () => void;
  readonly stopRecording: () => void;
  readonly send: () => void;
  readonly cancelUpload: () => void;
  readonly openCamera: () => void;
}

interface RecorderActionsProps extends RecorderActionHandlers {
  readonly phase: RecorderPhaseName;
  /** Given to the state's main button, which gets the focus when the state begins. */
  readonly primary: Ref<HTMLButtonElement>;
}

/** The buttons of the recorder's current state: its main action first, "Record again" where a clip can be redone. */
export function RecorderActions({ phase, primary, startRecording, stopRecording, send, cancelUpload, openCamera }: RecorderActionsProps) {
  const canRetake = phase === 'clip-error' || phase === 'playback' || phase === 'upload-error';
  return (
    <div className="videoverify-actions">
      {phase === 'preview' && (
        <button ref={primary} type="button" className="btn btn-primary" onClick={startRecording}>
          {t('videoStartRecording')}
        </button>
      )}
      {phase === 'recording' && (
        <button ref={primary} type="button" className="btn btn-danger" onClick={stopRecording}>
          {t('videoStopRecording')}
        </button>
      )}
      {(phase === 'playback' || phase === 'upload-error') && (
        <button ref={primary} type="button" className="btn btn-primary" onClick={send}>
          {t(phase === 'playback' ? 'videoSend' : 'videoSendAgain')}
        </button>
      )}
      {phase === 'uploading' && (
        <button ref={primary} type="button" className="btn btn-outline-secondary" onClick={cancelUpload}>
          {t('videoCancelUpload')}
        </button>
      )}
      {phase === 'camera-error' && (
        <button ref={primary} type="button" className="btn btn-primary" onClick={openCamera}>
          {t('videoTryAgain')}
        </button>
      )}
      {canRetake && (
        <button
          ref={phase === 'clip-error' ? primary : undefined}
          type="button"
          className={`btn ${phase === 'clip-error' ? 'btn-primary' : 'btn-outline-secondary'}`}
          onClick={openCamera}
        >
          {t('videoRetake')}
        </button>
      )}
    </div>
  );
}
