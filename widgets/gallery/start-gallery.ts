import { trackEvent } from '../../shared/analytics/track-event.ts';
import { GALLERY_IDLE_TIMEOUT_MS, GALLERY_PRELOAD_DELAY_MS } from '../../shared/constants.ts';
import { mediaMessages } from '../../shared/messages/catalogue/media-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { findGalleryControl, readGallerySets, type GalleryTarget } from './gallery-items.ts';
import type { GalleryKind } from './gallery-markup.ts';
import type { GalleryOptions } from './gallery-options.ts';
import { loadLightbox, type LightboxModule } from './load-lightbox.ts';
import type { LightboxSession } from './open-lightbox.ts';
import { scheduleIdleTask } from './schedule-idle-task.ts';
import { syncGalleryControls } from './sync-gallery-controls.ts';

const t = messagesFrom(mediaMessages);

/** What the gallery dispatches as `widgets:gallery:open`. */
export interface GalleryOpenDetail {
  readonly kind: GalleryKind;
  readonly index: number;
}

/** What the gallery dispatches as `widgets:gallery:close`. */
export interface GalleryCloseDetail {
  readonly kind: GalleryKind;
}

declare global {
  interface Navigator {
    /** The Network Information API, where the browser has it (Chromium). */
    readonly connection?: { readonly saveData?: boolean };
  }
}

/**
 * Mounts the gallery on `root` with nothing but a few listeners: the items stay plain links to the
 * full media (which is what they do without scripts) until the lightbox chunk is there. Pointing
 * at or focusing a gallery control fetches the chunk, and so does a quiet moment after the page
 * has loaded (not on Save-Data); a click opens the lightbox on the item clicked (the first-picture
 * control: on the first video, else the first image) once the chunk is there. Returns the unmount.
 */
export function startGallery(root: HTMLElement, _options: GalleryOptions, context: WidgetContext): () => void {
  let session: LightboxSession | null = null;
  let opening = false;
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
    // Ctrl/Cmd/Shift-click on an item keeps its link's own behaviour (a new tab or window).
    if (found.control instanceof HTMLAnchorElement && isModifiedClick(event)) return;
    event.preventDefault();
    // One lightbox at a time; a second click while the chunk loads opens nothing twice.
    if (opening || session) return;
    void open(found.control, found.target);
  };

  async function open(opener: HTMLElement, { kind, index }: GalleryTarget): Promise<void> {
    const items = readGallerySets(root)[kind];
    opening = true;
    opener.setAttribute('aria-busy', 'true');
    let lightbox: LightboxModule;
    try {
      lightbox = await loadLightbox(kind === 'video');
    } catch {
      if (!stopped) notifyError(t('mediaSomethingWentWrong'));
      return;
    } finally {
      opening = false;
      opener.removeAttribute('aria-busy');
    }
    if (stopped) return;
    try {
      session = lightbox.openLightbox({
        kind,
        items,
        index,
        opener,
        onOpen: () => {
          context.dispatch('open', { kind, index } satisfies GalleryOpenDetail);
          trackEvent({ category: 'gallery', action: 'open', label: kind });
        },
        onClose: () => {
          session = null;
          context.dispatch('close', { kind } satisfies GalleryCloseDetail);
        },
      });
    } catch (error) {
      session = null;
      notifyError(t('mediaSomethingWentWrong'));
      context.reportError(error, 'opening the lightbox');
    }
  }

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
