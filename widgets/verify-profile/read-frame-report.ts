import { VIDEOVERIFY_MESSAGE_TYPE, VIDEOVERIFY_STATUSES, type VideoVerifyStatus } from './verify-profile-markup.ts';

/**
 * The status a `message` event reports, when the contract lets the page act on it: sent from this
 * page's own origin, by the window of one of `frames`, as `{ type: 'videoverify', status }` with a
 * known status. Anything else gives null and is ignored.
 */
export function readFrameReport(event: MessageEvent, frames: readonly HTMLIFrameElement[]): { frame: HTMLIFrameElement; status: VideoVerifyStatus } | null {
  if (event.origin !== window.location.origin || event.source === null) return null;
  const frame = frames.find((candidate) => candidate.contentWindow !== null && candidate.contentWindow === event.source);
  if (!frame) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, status } = data as { type?: unknown; status?: unknown };
  if (type !== VIDEOVERIFY_MESSAGE_TYPE) return null;
  const known = VIDEOVERIFY_STATUSES.find((candidate) => candidate === status);
  return known ? { frame, status: known } : null;
}
