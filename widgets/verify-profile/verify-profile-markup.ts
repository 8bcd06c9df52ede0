/**
 * The verify-profile markup (contract "Add-profile page"): the intro's id, the step buttons'
 * attribute, the panels' id prefix, and ours: the panels' "back" buttons, their status line, and
 * `data-src` on a frame that loads only when its step is chosen.
 */
export const verifyProfileMarkup = {
  introId: 'verifyProfileIntro',
  step: 'data-verify-step',
  panelIdPrefix: 'verifyStep-',
  back: 'data-verify-back',
  status: 'data-verify-status',
  frameSrc: 'data-src',
} as const;

/** The message type and statuses the video verification frame posts (contract "Video verification page"). */
export const VIDEOVERIFY_MESSAGE_TYPE = 'videoverify';
export const VIDEOVERIFY_STATUSES = ['uploaded', 'failed', 'cancelled'] as const;

/** A status the video verification frame reports. */
export type VideoVerifyStatus = (typeof VIDEOVERIFY_STATUSES)[number];
