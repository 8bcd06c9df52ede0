/**
 * Messages of the catalogue: what the video verification page shows before the camera starts (its
 * explanation and button). A group of its own so that the page's first download carries only these
 * (`/videoverify/` has almost no room in its budget); the recorder's messages come with the recorder
 * (video-verify-messages.ts, which includes these).
 */
export const videoIntroMessages = {
  videoIntro:
    'To verify your profile, record a short video of yourself, {min} to {max} seconds long, with your face clearly visible. Your browser will ask to use the camera when you press the button below; nothing is sent until you choose to send the clip.',
  videoStartCamera: 'Turn on the camera',
} as const;
