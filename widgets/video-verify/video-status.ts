/** The message the video page shows (and screen readers hear) for its current state. */
export interface VideoStatus {
  readonly text: string;
  readonly tone: 'info' | 'success' | 'error';
}

/** Shows a new status message; the video page announces each one in its live region. */
export type AnnounceStatus = (status: VideoStatus) => void;
