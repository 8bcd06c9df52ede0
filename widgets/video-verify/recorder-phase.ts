import type { RecordedClip } from './record-clip.ts';

/** The recorder's states; those holding a clip keep it until a retake, so nothing recorded is lost. */
export type RecorderPhase =
  | { readonly name: 'starting' | 'preview' | 'recording' | 'uploaded' | 'camera-error' | 'clip-error' }
  | { readonly name: 'playback' | 'uploading' | 'upload-error'; readonly clip: RecordedClip };

/** The name of a recorder state. */
export type RecorderPhaseName = RecorderPhase['name'];
