import { useEffect, useState, type ComponentType } from 'react';
import { VIDEO_CLIP_MAX_SECONDS, VIDEO_CLIP_MIN_SECONDS } from '../../shared/constants.ts';
import { afterIdlePrefetch } from '../../shared/lazy/after-idle-prefetch.ts';
import { loadOnce } from '../../shared/lazy/load-once.ts';
import { useLazyAction } from '../../shared/lazy/use-lazy-action.ts';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { videoIntroMessages } from '../../shared/messages/catalogue/video-intro-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';
import type { VideoRecorderProps } from './VideoRecorder.tsx';
import type { VideoVerifyOptions } from './video-verify-options.ts';
import type { VideoStatus } from './video-status.ts';

const t = messagesFrom(videoIntroMessages);
const tControl = messagesFrom(controlMessages);

/**
 * The recorder, the upload and the HTTP code under it load when the visitor turns the camera on,
 * so that the page's first download is only this explanation and its button. Evaluated when the
 * page is idle after its idle prefetch (not under Save-Data or on 2g): a press then shows the
 * recorder's first step in its own task.
 */
const loadRecorder = loadOnce(() => import('./VideoRecorder.tsx'));

const TONE_CLASSES: Record<VideoStatus['tone'], string> = {
  info: 'alert alert-info',
  success: 'alert alert-success',
  error: 'alert alert-danger',
};

/**
 * The video verification page's widget (issue 9): explains what will happen, and only when asked
 * loads the recorder that opens the camera. Every state's message goes to one live region, which is
 * on the page from the start so that screen readers announce each change.
 */
export function VideoVerify({ options: { iframeFrom, maxBytes }, context }: WidgetProps<VideoVerifyOptions>) {
  const [Recorder, setRecorder] = useState<ComponentType<VideoRecorderProps> | null>(null);
  const [loading, setLoading] = useState(false);
  const [status, setStatus] = useState<VideoStatus>({ text: '', tone: 'info' });
  const runLazy = useLazyAction(context);
  // A failure here is said when the visitor presses the button.
  useEffect(() => afterIdlePrefetch(() => void loadRecorder().catch(() => null)), []);

  function start(): void {
    setLoading(true);
    runLazy({
      // A failed load is said in the status line and the button stays for another try, rather
      // than failing the root.
      load: () => loadRecorder().catch(() => null),
      // There already (readied when idle): rendered at the end of the press's own event.
      loaded: loadRecorder.loaded,
      act: (loaded) => {
        setLoading(false);
        if (!loaded) return setStatus({ text: tControl('partLoadFailed'), tone: 'error' });
        setStatus({ text: '', tone: 'info' });
        setRecorder(() => loaded.VideoRecorder);
      },
      phase: 'loading the recorder',
    });
  }

  return (
    <div className="videoverify">
      <p className="videoverify-intro">{t('videoIntro', { min: VIDEO_CLIP_MIN_SECONDS, max: VIDEO_CLIP_MAX_SECONDS })}</p>
      <div role="status" className={`videoverify-status ${status.text ? TONE_CLASSES[status.tone] : ''}`}>
        {status.text}
      </div>
      {Recorder ? (
        <Recorder iframeFrom={iframeFrom} maxBytes={maxBytes} announce={setStatus} />
      ) : (
        <button type="button" className="btn btn-primary" disabled={loading} aria-busy={loading} onClick={start}>
          {t('videoStartCamera')}
        </button>
      )}
    </div>
  );
}
