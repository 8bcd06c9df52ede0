import { useEffect, useRef, useState } from 'react';
import { VIDEO_CLIP_MAX_SECONDS, VIDEO_CLIP_MIN_SECONDS } from '../../shared/constants.ts';
import { useEventListener } from '../../shared/hooks/use-event-listener.ts';
import { videoVerifyMessages } from '../../shared/messages/catalogue/video-verify-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { cameraErrorMessage } from './camera-error-message.ts';
import { notifyEmbeddingPage } from './notify-embedding-page.ts';
import { openCamera, stopStream } from './open-camera.ts';
import { recordClip, type ClipRecording, type RecordedClip } from './record-clip.ts';
import { sendClip } from './send-clip.ts';
import type { AnnounceStatus, VideoStatus } from './video-status.ts';
import { RecorderActions } from './RecorderActions.tsx';
import type { RecorderPhase } from './recorder-phase.ts';
import { UploadProgress } from './UploadProgress.tsx';
import { useClipUrl } from './use-clip-url.ts';
import { useCountdown } from './use-countdown.ts';

const t = messagesFrom(videoVerifyMessages);

/** What the video page hands its recorder. */
export interface VideoRecorderProps {
  readonly iframeFrom: string;
  readonly maxBytes: number;
  readonly announce: AnnounceStatus;
}

const MEGABYTE = 1024 * 1024;
const megabytes = (bytes: number) => (Math.ceil((bytes / MEGABYTE) * 10) / 10).toString();
// Rounded down, so that a 2.96 s clip is never reported as "3 s" and too short.
const tenths = (seconds: number) => (Math.floor(seconds * 10) / 10).toString();

/**
 * Opens the camera as it mounts, shows the live preview, records one clip of VIDEO_CLIP_MIN_SECONDS
 * to VIDEO_CLIP_MAX_SECONDS with a countdown, plays it back and uploads it with a progress bar and a
 * cancel. The camera is released as soon as a recording ends, and when the widget or the page goes.
 */
export function VideoRecorder({ iframeFrom, maxBytes, announce }: VideoRecorderProps) {
  const [phase, setPhase] = useState<RecorderPhase>({ name: 'starting' });
  const [percent, setPercent] = useState(0);
  const stream = useRef<MediaStream | null>(null);
  const recording = useRef<ClipRecording | null>(null);
  const upload = useRef<AbortController | null>(null);
  // Bumped when the widget goes: a camera or a recording that arrives later is released at once.
  const session = useRef(0);
  const preview = useRef<HTMLVideoElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const phaseNow = useRef(phase);
  phaseNow.current = phase;
  const clip = 'clip' in phase ? phase.clip : null;
  const clipUrl = useClipUrl(clip);

  function go(next: RecorderPhase, text: string, tone: VideoStatus['tone'] = 'info'): void {
    setPhase(next);
    announce({ text, tone });
  }

  function releaseCamera(): void {
    stopStream(stream.current);
    stream.current = null;
    if (preview.current) preview.current.srcObject = null;
  }

  async function startCamera(): Promise<void> {
    const current = session.current;
    go({ name: 'starting' }, t('videoCameraStarting'));
    try {
      const opened = await openCamera();
      if (current !== session.current) return stopStream(opened);
      stream.current = opened;
      go({ name: 'preview' }, t('videoPreviewReady'));
    } catch (error) {
      if (current === session.current) go({ name: 'camera-error' }, cameraErrorMessage(error), 'error');
    }
  }

  function startRecording(): void {
    if (!stream.current || recording.current) return;
    try {
      recording.current = recordClip(stream.current);
    } catch {
      releaseCamera();
      go({ name: 'clip-error' }, t('videoRecordingFailed'), 'error');
      return;
    }
    go({ name: 'recording' }, t('videoRecording', { max: VIDEO_CLIP_MAX_SECONDS }));
  }

  async function stopRecording(): Promise<void> {
    const current = recording.current;
    if (!current) return;
    recording.current = null;
    const owner = session.current;
    let recorded: RecordedClip;
    try {
      recorded = await current.stop();
    } catch {
      if (owner === session.current) go({ name: 'clip-error' }, t('videoRecordingFailed'), 'error');
      return;
    } finally {
      releaseCamera();
    }
    if (owner !== session.current) return;
    if (recorded.seconds < VIDEO_CLIP_MIN_SECONDS) {
      go({ name: 'clip-error' }, t('videoTooShort', { seconds: tenths(recorded.seconds), min: VIDEO_CLIP_MIN_SECONDS }), 'error');
    } else if (recorded.blob.size > maxBytes) {
      go({ name: 'clip-error' }, t('videoTooLarge', { size: megabytes(recorded.blob.size), max: megabytes(maxBytes) }), 'error');
    } else {
      go({ name: 'playback', clip: recorded }, t('videoPlaybackReady', { seconds: Math.round(recorded.seconds) }));
    }
  }

  async function send(sent: RecordedClip): Promise<void> {
    if (upload.current) return;
    const controller = new AbortController();
    upload.current = controller;
    setPercent(0);
    go({ name: 'uploading', clip: sent }, t('videoUploading'));
    const outcome = await sendClip(sent, { iframeFrom, signal: controller.signal, onProgress: setPercent });
    if (upload.current !== controller) return;
    upload.current = null;
    switch (outcome.kind) {
      case 'uploaded':
        setPercent(100);
        go({ name: 'uploaded' }, outcome.message || t('videoUploaded'), 'success');
        return notifyEmbeddingPage(iframeFrom, 'uploaded');
      case 'aborted':
        go({ name: 'playback', clip: sent }, t('videoUploadCancelled'));
        return notifyEmbeddingPage(iframeFrom, 'cancelled');
      case 'refused':
        go({ name: 'upload-error', clip: sent }, outcome.message, 'error');
        return notifyEmbeddingPage(iframeFrom, 'failed');
      case 'failed':
        go({ name: 'upload-error', clip: sent }, t('videoUploadFailed', { reason: outcome.message }), 'error');
        return notifyEmbeddingPage(iframeFrom, 'failed');
    }
  }

  // Leaving: whatever runs (a recording, the camera, an upload) is cut off and its late answers ignored.
  const leave = () => {
    session.current += 1;
    recording.current?.discard();
    recording.current = null;
    releaseCamera();
    const running = upload.current;
    upload.current = null;
    running?.abort();
  };
  // A page that goes into the back/forward cache never unmounts: release the camera all the same,
  // and when it comes back, pick up where a camera or an upload was cut off.
  useEventListener(window, 'pagehide', leave);
  useEventListener(window, 'pageshow', (event) => {
    if (!event.persisted) return;
    const { current } = phaseNow;
    if (current.name === 'preview' || current.name === 'recording') void startCamera();
    else if (current.name === 'uploading') go({ name: 'playback', clip: current.clip }, t('videoUploadCancelled'));
  });

  useEffect(() => {
    void startCamera();
    return leave;
    // Runs once: the recorder opens the camera as it mounts, because the visitor just asked for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if ((phase.name === 'preview' || phase.name === 'recording') && preview.current && stream.current) {
      if (preview.current.srcObject !== stream.current) preview.current.srcObject = stream.current;
    }
    // The new state's main action gets the focus; without one, the recorder itself (its message is announced).
    (primary.current ?? container.current)?.focus();
  }, [phase]);

  const secondsLeft = useCountdown(VIDEO_CLIP_MAX_SECONDS, phase.name === 'recording', () => void stopRecording());
  const live = phase.name === 'preview' || phase.name === 'recording';
  return (
    <div ref={container} tabIndex={-1} className="videoverify-recorder" data-state={phase.name}>
      {live && <video key="live" ref={preview} className="videoverify-video" autoPlay muted playsInline aria-label={t('videoPreviewLabel')} />}
      {clip && clipUrl && phase.name !== 'uploading' && (
        <video key={clipUrl} className="videoverify-video" src={clipUrl} controls playsInline aria-label={t('videoPlaybackLabel')} />
      )}
      {phase.name === 'recording' && (
        <p role="timer" aria-atomic="true" className="videoverify-countdown">
          {t('videoSecondsLeft', { seconds: secondsLeft })}
        </p>
      )}
      {phase.name === 'uploading' && <UploadProgress percent={percent} />}
      <RecorderActions
        phase={phase.name}
        primary={primary}
        startRecording={startRecording}
        stopRecording={() => void stopRecording()}
        send={() => {
          if ('clip' in phase) void send(phase.clip);
        }}
        cancelUpload={() => upload.current?.abort()}
        openCamera={() => void startCamera()}
      />
    </div>
  );
}
