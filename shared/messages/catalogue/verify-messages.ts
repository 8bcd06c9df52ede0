/** Messages of the catalogue: the verify-profile steps (the spec gives none for these; ours). */
export const verifyMessages = {
  verifyVideoUploaded: 'Your video has been uploaded. We will check it and mark the profile as verified.',
  verifyVideoFailed: 'The video could not be uploaded. Please record it again.',
  verifyVideoCancelled: 'Video verification was cancelled. You can start it again at any time.',
} as const;
