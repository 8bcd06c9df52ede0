import { useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useElementClass } from '../../shared/hooks/use-element-class.ts';
import { useEventListener } from '../../shared/hooks/use-event-listener.ts';

/** The texts shown in place of media that failed to load (spec §8, media viewer messages). */
export interface MediaFailureTexts {
  readonly image: string;
  readonly video: string;
}

/** The class of the text shown in place of failed media, and of the media it replaces. */
export const MEDIA_ERROR_CLASS = 'gallery-media-error';
export const MEDIA_FAILED_CLASS = 'gallery-media-failed';

/** A slide's media that failed: glightbox's `.gslide-media`, the element hidden, the text shown. */
interface MediaFailure {
  readonly media: HTMLElement;
  readonly failed: Element;
  readonly text: string;
}

/**
 * Shows the spec's media viewer message, as text, in a slide whose media failed to load: an image
 * → `texts.image` ('Image Not Found'); a video (its `<source>` or the `<video>` itself) →
 * `texts.video` ('Something Went Wrong, Please Try Again Later'). The failures are state, one per
 * slide, rendered into glightbox's slide through a portal. glightbox 3.3.1 listens for an image's
 * `load` only: a failed image would leave its spinner turning and the slide hidden, so the failed
 * image, once hidden, is sent a `load` event, which lets glightbox finish showing the slide.
 */
export function MediaFailures({ modal, texts }: { readonly modal: HTMLElement; readonly texts: MediaFailureTexts }) {
  const [failures, setFailures] = useState<readonly MediaFailure[]>([]);
  const onError = (event: Event) => {
    const failed = event.target;
    if (!(failed instanceof Element)) return;
    const media = failed.closest<HTMLElement>('.gslide-media');
    const image = failed instanceof HTMLImageElement;
    if (!media || !(image || failed instanceof HTMLSourceElement || failed instanceof HTMLVideoElement)) return;
    const failure = image
      ? { media, failed, text: texts.image }
      : { media, failed: failed.closest('.gvideo-wrapper') ?? failed, text: texts.video };
    // An error event comes outside React's events: hidden and told in this frame.
    flushSync(() => setFailures((shown) => (shown.some((known) => known.media === media) ? shown : [...shown, failure])));
    if (image) failed.dispatchEvent(new Event('load'));
  };
  // Media errors do not bubble: only a capturing listener on an ancestor hears them.
  useEventListener(modal, 'error', onError, true);
  return failures.map((failure, index) => <Failure key={index} {...failure} />);
}

function Failure({ media, failed, text }: MediaFailure) {
  useElementClass(failed, MEDIA_FAILED_CLASS, true);
  return createPortal(
    <p className={MEDIA_ERROR_CLASS} role="alert">
      {text}
    </p>,
    media,
  );
}
