import { VIDEO_VERIFY_FRAME_PARENT } from './video-verify-constants.ts';

/** What the video page tells the page that embeds it (contract "Video verification page"). */
export type VideoVerifyStatus = 'uploaded' | 'failed' | 'cancelled';

/**
 * Tells the embedding page what happened, when this page runs inside the add-profile page's frame;
 * alone, it does nothing. The target origin is ours, so no other site's page ever hears it.
 */
export function notifyEmbeddingPage(iframeFrom: string, status: VideoVerifyStatus): void {
  if (iframeFrom !== VIDEO_VERIFY_FRAME_PARENT || window.parent === window) return;
  window.parent.postMessage({ type: 'videoverify', status }, location.origin);
}
