import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useAttribute } from '../../shared/hooks/use-attribute.ts';
import { useEventListeners } from '../../shared/hooks/use-event-listeners.ts';
import { afterNextPaint } from '../../shared/lazy/after-next-paint.ts';
import { useAfterIdlePrefetch } from '../../shared/lazy/use-after-idle-prefetch.ts';
import { useLazyAction } from '../../shared/lazy/use-lazy-action.ts';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';
import { findGalleryControl, readGallerySets } from './gallery-items.ts';
import { GalleryControls } from './GalleryControls.tsx';
import type { GalleryOptions } from './gallery-options.ts';
import { loadLightbox } from './load-lightbox.ts';
import { useLightbox, type GalleryOpening } from './use-lightbox.ts';

// The lightbox's code not loading is told as for every widget part, not as a media failure.
const t = messagesFrom(controlMessages);

/**
 * `<section data-widget="gallery">`: the server's item links, opened in a lightbox. Until the
 * lightbox chunk is there the items stay plain links to the full media (which is what they do
 * without scripts); pointing at or focusing a gallery control fetches the chunk, and once the
 * page's idle prefetch has run (never on Save-Data or on 2g) it is evaluated and ready. A click
 * opens the lightbox on the item clicked (the first-picture control: on the first video, else the
 * first image): the opening is
 * state, the control clicked busy until its chunk is there, and glightbox shows it (useLightbox).
 * Renders nothing of its own: the items are the server's (GalleryControls keeps their attributes).
 */
export function Gallery({ root, context }: WidgetProps<GalleryOptions>) {
  const [opening, setOpening] = useState<GalleryOpening | null>(null);
  // Rendered at once: the control is busy before the click's task ends, so that a second click
  // queued behind it finds the gallery taken.
  const show = (next: GalleryOpening | null) => flushSync(() => setOpening(next));
  const runLazy = useLazyAction(context);
  useAttribute(opening && !opening.loaded ? opening.opener : null, 'aria-busy', 'true');
  const lightboxParts = useLightbox(opening, context, setOpening);

  // Plyr (38 KB) comes on intent only, a pointer or focus on an item: evaluated when idle, it
  // landed as long tasks on a visitor's first taps (docs/interactions.md).
  const preload = (withVideo: boolean) => {
    loadLightbox(withVideo).then(({ prepare }) => prepare(), () => {
      // Only a head start: a click tries again and says so if it fails.
    });
  };
  const onApproach = (event: Event) => {
    if (findGalleryControl(root, event.target)) preload(readGallerySets(root).video.length > 0);
  };
  // Once the page's idle prefetch has fetched the lightbox chunk (after the load event, never under
  // Save-Data or on 2g), it is evaluated and its stylesheet put in the page in an idle callback: a
  // tap then only opens glightbox (issue 19: evaluating it on the tap cost 130-230 ms on the phone).
  useAfterIdlePrefetch(() => preload(false));

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented) return;
    const found = findGalleryControl(root, event.target);
    if (!found) return;
    const { control: opener, target } = found;
    // Ctrl/Cmd/Shift-click on an item keeps its link's own behaviour (a new tab or window).
    if (opener instanceof HTMLAnchorElement && isModifiedClick(event)) return;
    event.preventDefault();
    if (opening) return;
    const request: GalleryOpening = { ...target, opener, items: readGallerySets(root)[target.kind] };
    show(request);
    // Whether the chunk answers within this tap's task (it was there already): no paint has shown
    // the busy control yet.
    let sameTask = true;
    setTimeout(() => (sameTask = false));
    runLazy({
      // A chunk that does not load is a toast, as for every widget part, not a failure of the
      // gallery: the next click tries again.
      load: () => loadLightbox(target.kind === 'video').catch(() => null),
      act: (loaded) => {
        if (!loaded) notifyError(t('partLoadFailed'));
        const open = () => show(loaded && { ...request, loaded });
        // Painted busy first: glightbox's opening would otherwise hold the tap's first paint for
        // hundreds of ms on a phone (issue 19), and count in its INP.
        if (loaded && sameTask) afterNextPaint(open);
        else open();
      },
      phase: 'loading the lightbox',
    });
  };
  useEventListeners(root, { click: onClick, pointerover: onApproach, focusin: onApproach });
  return [<GalleryControls key={0} root={root} />, lightboxParts];
}

function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}
