// The video verification's own constants, kept out of shared/constants.ts: an array or string there
// is an export of the base kit, which every page downloads (a number is copied into the chunks that use it).

/** The clip types the video verification upload accepts (contract "Video verification page"). */
export const VIDEO_UPLOAD_TYPES = ['video/webm', 'video/mp4'] as const;

/** The `iframeFrom` value of the page that embeds the video verification page in a frame (contract). */
export const VIDEO_VERIFY_FRAME_PARENT = 'add-profile';
