import { GALLERY_IDLE_TIMEOUT_MS, GALLERY_PRELOAD_DELAY_MS } from '../../shared/constants.ts';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { findGalleryControl, readGallerySets } from './gallery-items.ts';
import type { GalleryOptions } from './gallery-options.ts';
import { loadLightbox } from './load-lightbox.ts';
import type { LightboxSession } from './open-lightbox.ts';
import { scheduleIdleTask } from './schedule-idle-task.ts';
import { syncGalleryControls } from './sync-gallery-controls.ts';

// The lightbox's code not loading is told as for every widget part, not as a media failure.
const t = messagesFrom(controlMessages);

declare global {
  interface Navigator {
    /** The Network Information API, where the browser has it (Chromium). */
    readonly connection?: { readonly saveData?: boolean };
  }
}

/**
 * Mounts the gallery on `root` with nothing but a few listeners (and its controls kept accessible,
 * sync-gallery-controls.ts): the items stay plain links to the full media (which is what they do
 * without scripts) until the lightbox chunk is there. Pointing at or focusing a gallery control
 * fetches the chunk, and so does a quiet moment after the page has loaded (not on Save-Data); a
 * click opens the lightbox on the item clicked (the first-picture control: on the first video, else
 * the first image) once the chunk is there (open-gallery.ts). Returns the unmount.
 */
export function startGallery(root: HTMLElement, _options: GalleryOptions, context: WidgetContext): () => void {
  let session: LightboxSession | null = null;
  // From the click that starts loading until the lightbox has closed: one lightbox at a time.
  let busy = false;
  let stopped = false;

  const preload = () => {
    loadLightbox(readGallerySets(root).video.length > 0).catch(() => {
      // Only a head start: a click tries again and says so if it fails.
    });
  };

  const onApproach = (event: Event) => {
    if (findGalleryControl(root, event.target)) preload();
  };

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || stopped) return;
    const found = findGalleryControl(root, event.target);
    if (!found) return;
    const { control: opener, target } = found;
    // Ctrl/Cmd/Shift-click on an item keeps its link's own behaviour (a new tab or window).
    if (opener instanceof HTMLAnchorElement && isModifiedClick(event)) return;
    event.preventDefault();
    if (busy) return;
    busy = true;
    const items = readGallerySets(root)[target.kind];
    opener.setAttribute('aria-busy', 'true');
    loadLightbox(target.kind === 'video').then(
      ({ openGallery, Player }) => {
        opener.removeAttribute('aria-busy');
        if (stopped) return;
        const onClose = () => {
          session = null;
          busy = false;
        };
        session = openGallery({ ...target, items, opener, context, onClose, Player });
        if (!session) busy = false;
      },
      () => {
        opener.removeAttribute('aria-busy');
        busy = false;
        if (!stopped) notifyError(t('partLoadFailed'));
      },
    );
  };

  const stopSyncing = syncGalleryControls(root);
  root.addEventListener('click', onClick);
  root.addEventListener('pointerover', onApproach);
  root.addEventListener('focusin', onApproach);
  const cancelPreload = navigator.connection?.saveData
    ? () => {}
    : scheduleIdleTask(preload, { delayMs: GALLERY_PRELOAD_DELAY_MS, idleTimeoutMs: GALLERY_IDLE_TIMEOUT_MS });

  return () => {
    stopped = true;
    cancelPreload();
    root.removeEventListener('click', onClick);
    root.removeEventListener('pointerover', onApproach);
    root.removeEventListener('focusin', onApproach);
    stopSyncing();
    session?.dispose();
    session = null;
  };
}

function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}
