import { VIDEO_UPLOAD_ANSWER_MS, VIDEO_UPLOAD_STALL_MS } from '../../shared/constants.ts';
import { failureMessage } from '../../shared/http/failure-message.ts';
import { parseFormAnswer } from '../../shared/http/form-answer.ts';
import { isAbort } from '../../shared/http/request-error.ts';
import { uploadForm } from '../../shared/http/upload-form.ts';
import type { RecordedClip } from './record-clip.ts';

/** Where the clip goes (contract "Video verification page"). */
export const VIDEO_UPLOAD_URL = '/videoverify/upload';

/** How one upload ended: accepted or refused with the server's message, failed in transport, or cancelled. */
export type ClipUploadOutcome =
  | { readonly kind: 'uploaded'; readonly message: string }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'aborted' };

/** Options of one upload of the clip. */
export interface SendClipOptions {
  readonly iframeFrom: string;
  readonly signal: AbortSignal;
  /** The share of the clip sent so far, as a whole percentage. */
  readonly onProgress: (percent: number) => void;
}

/**
 * Uploads `clip` as `multipart/form-data` (`video`, `iframeFrom`) and reads the STATUS/MESSAGE/CODE
 * answer. The clip is left untouched, so a retry sends the very same bytes. A slow upload goes on
 * as long as its bytes keep going out; it fails as timed out only when they stop, or when the
 * answer does not come after the last one (see VIDEO_UPLOAD_STALL_MS).
 */
export async function sendClip(clip: RecordedClip, { iframeFrom, signal, onProgress }: SendClipOptions): Promise<ClipUploadOutcome> {
  // A FormData body, not the DOM: nothing on the page is written here.
  const form = new FormData();
  form.append('video', new File([clip.blob], `verification.${clip.type === 'video/mp4' ? 'mp4' : 'webm'}`, { type: clip.type }));
  form.append('iframeFrom', iframeFrom);
  try {
    const text = await uploadForm(VIDEO_UPLOAD_URL, form, {
      signal,
      stallTimeoutMs: VIDEO_UPLOAD_STALL_MS,
      answerTimeoutMs: VIDEO_UPLOAD_ANSWER_MS,
      onProgress: (loaded, total) => onProgress(total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0),
    });
    const answer = parseFormAnswer(text);
    const message = (typeof answer.message === 'string' ? [answer.message] : answer.message).filter(Boolean).join(' ');
    if (answer.status === 'success') return { kind: 'uploaded', message };
    return message ? { kind: 'refused', message } : { kind: 'failed', message: failureMessage(null) };
  } catch (error) {
    return isAbort(error) ? { kind: 'aborted' } : { kind: 'failed', message: failureMessage(error) };
  }
}
