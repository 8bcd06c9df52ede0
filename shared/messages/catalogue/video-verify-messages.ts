import { videoIntroMessages } from './video-intro-messages.ts';

/**
 * Messages of the catalogue: the video verification page (issue 9); the spec gives none, these are
 * ours. The explanation and its button, which the page shows before the camera starts, are a group
 * of their own (video-intro-messages.ts), included here: the rest loads with the recorder.
 */
export const videoVerifyMessages = {
  ...videoIntroMessages,
  videoCameraStarting: 'Starting the camera. If your browser asks, allow the camera.',
  videoPreviewReady: 'The camera is on. Press "Start recording" when you are ready.',
  videoPreviewLabel: 'Camera preview',
  videoStartRecording: 'Start recording',
  videoRecording: 'Recording. It stops by itself after {max} seconds.',
  videoSecondsLeft: '{seconds} s left',
  videoStopRecording: 'Stop recording',
  videoPlaybackReady: 'Your clip is ready ({seconds} s). Watch it, then send it or record it again.',
  videoPlaybackLabel: 'Your recorded clip',
  videoSend: 'Send the video',
  videoRetake: 'Record again',
  videoUploading: 'Sending the video…',
  videoProgressLabel: 'Upload progress',
  videoCancelUpload: 'Cancel the upload',
  videoUploadCancelled: 'The upload was cancelled. Your clip is kept: send it when you are ready.',
  videoUploadFailed: '{reason} Your clip is kept: press "Send it again" to retry.',
  videoSendAgain: 'Send it again',
  videoTryAgain: 'Try again',
  videoCameraDenied:
    'The camera is blocked. Allow the camera for this site in your browser (the camera icon in the address bar), then try again.',
  videoCameraMissing: 'No camera was found. Connect a camera, then try again.',
  videoCameraBusy: 'The camera could not be started; another application may be using it. Close it, then try again.',
  videoUnsupported:
    'This browser cannot record video. Please open this page in a recent version of Chrome, Firefox, Edge or Safari.',
  videoTooShort: 'The clip is too short ({seconds} s). Please record at least {min} seconds.',
  videoTooLarge: 'The clip is too large to send ({size} MB, at most {max} MB). Please record a shorter clip.',
  videoRecordingFailed: 'The recording failed. Please record again.',
  videoUploaded: 'Your video has been sent.',
} as const;
