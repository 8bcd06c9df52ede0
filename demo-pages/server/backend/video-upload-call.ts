import { VIDEO_UPLOAD_MAX_BYTES } from '../../../shared/constants.ts';
import { VIDEO_UPLOAD_TYPES } from '../../../widgets/video-verify/video-verify-constants.ts';
import { formError, formErrors, formSuccess } from './answers.ts';
import type { BackendAnswer, BackendCall } from './backend-call.ts';
import { backendMessages as m } from './backend-messages.ts';
import type { ReceivedFile } from './request-log.ts';

/** A clip the fake backend accepted, as `/__state` lists it (the bytes are not kept). */
export interface ReceivedVideo {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  readonly iframeFrom: string;
  readonly time: string;
}

/** What the upload carried: the `video` file (null when missing or not a file) and `iframeFrom`. */
export interface VideoUpload {
  readonly video: ReceivedFile | null;
  readonly iframeFrom: string;
  /** Whether the body was over the size limit, so that nothing of it was parsed. */
  readonly tooLarge: boolean;
}

const MEGABYTE = 1024 * 1024;

/** The refusal of a clip over VIDEO_UPLOAD_MAX_BYTES. */
export function videoTooLargeAnswer(): BackendAnswer {
  return formErrors([{ code: 'video', message: m.videoTooLarge.replace('{max}', String(VIDEO_UPLOAD_MAX_BYTES / MEGABYTE)) }]);
}

/**
 * `POST /videoverify/upload` (contract "Video verification page"): checks the clip's presence, size
 * and type, keeps its metadata in the state and answers STATUS/MESSAGE/CODE.
 */
export function videoUploadCall(upload: VideoUpload): BackendCall {
  return {
    kind: 'videoUpload',
    answer({ state }) {
      const { video } = upload;
      if (upload.tooLarge) return videoTooLargeAnswer();
      if (!video) return formErrors([{ code: 'video', message: m.videoMissing }]);
      if (!(VIDEO_UPLOAD_TYPES as readonly string[]).includes(video.type.split(';')[0]?.trim().toLowerCase() ?? '')) {
        return formErrors([{ code: 'video', message: m.videoWrongType }]);
      }
      if (video.size > VIDEO_UPLOAD_MAX_BYTES) return videoTooLargeAnswer();
      if (video.size === 0) return formErrors([{ code: 'video', message: m.videoEmpty }]);
      state.videoUploads.push({
        name: video.name,
        type: video.type,
        size: video.size,
        iframeFrom: upload.iframeFrom,
        time: new Date().toISOString(),
      });
      return formSuccess(m.videoReceived);
    },
    errorMessage: () => formError(m.videoRejected),
    errorList: () =>
      formErrors([
        { code: 'video', message: m.videoWrongType },
        { code: 'video', message: m.videoTooLarge.replace('{max}', String(VIDEO_UPLOAD_MAX_BYTES / MEGABYTE)) },
      ]),
  };
}
