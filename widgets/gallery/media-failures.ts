/** The texts shown in place of media that failed to load (spec §8, media viewer messages). */
export interface MediaFailureTexts {
  readonly image: string;
  readonly video: string;
}

/** The class of the text shown in place of failed media, and of the media it replaces. */
export const MEDIA_ERROR_CLASS = 'gallery-media-error';
export const MEDIA_FAILED_CLASS = 'gallery-media-failed';

/**
 * Shows the spec's media viewer message, as text, in a slide whose media failed to load: an image
 * → `texts.image` ('Image Not Found'); a video (its `<source>` or the `<video>` itself) →
 * `texts.video` ('Something Went Wrong, Please Try Again Later'). Returns the function that stops
 * watching. glightbox 3.3.1 listens for an image's `load` only: a failed image would leave its
 * spinner turning and the slide hidden, so the failed image is hidden and sent a `load` event, which
 * lets glightbox finish showing the slide.
 */
export function watchMediaFailures(modal: HTMLElement, texts: MediaFailureTexts): () => void {
  const onError = (event: Event) => {
    const failed = event.target;
    if (!(failed instanceof Element)) return;
    const media = failed.closest<HTMLElement>('.gslide-media');
    if (!media) return;
    if (failed instanceof HTMLImageElement) {
      failed.classList.add(MEDIA_FAILED_CLASS);
      failed.dispatchEvent(new Event('load'));
      showMessage(media, texts.image);
    } else if (failed instanceof HTMLSourceElement || failed instanceof HTMLVideoElement) {
      (failed.closest<HTMLElement>('.gvideo-wrapper') ?? failed).classList.add(MEDIA_FAILED_CLASS);
      showMessage(media, texts.video);
    }
  };
  // Media errors do not bubble: only a capturing listener on an ancestor hears them.
  modal.addEventListener('error', onError, true);
  return () => modal.removeEventListener('error', onError, true);
}

function showMessage(media: HTMLElement, text: string): void {
  if (media.querySelector(`.${MEDIA_ERROR_CLASS}`)) return;
  const message = document.createElement('p');
  message.className = MEDIA_ERROR_CLASS;
  message.setAttribute('role', 'alert');
  message.textContent = text;
  media.prepend(message);
}
