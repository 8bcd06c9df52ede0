import { useId } from 'react';
import { videoVerifyMessages } from '../../shared/messages/catalogue/video-verify-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';

const t = messagesFrom(videoVerifyMessages);

/** The upload's progress bar with its percentage as text; the bar is named, the text is not repeated aloud. */
export function UploadProgress({ percent }: { readonly percent: number }) {
  const labelId = useId();
  return (
    <div className="videoverify-progress">
      <span id={labelId}>{t('videoProgressLabel')}</span>{' '}
      <progress max={100} value={percent} aria-labelledby={labelId} />{' '}
      <span className="videoverify-percent" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
