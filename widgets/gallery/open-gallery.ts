import type { ReactNode } from 'react';
import { trackEvent } from '../../shared/analytics/track-event.ts';
import { mediaMessages } from '../../shared/messages/catalogue/media-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { GalleryTarget } from './gallery-items.ts';
import type { GalleryKind } from './gallery-markup.ts';
import type { LightboxPlayerClass } from './glightbox-api.ts';
import { lightboxPartsFor } from './LightboxParts.tsx';
import { injectLightboxStyles } from './lightbox-styles.ts';
import { openLightbox, type LightboxSession } from './open-lightbox.ts';

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

/** A click on a gallery control, handed over by the Gallery component once the lightbox chunk is there (use-lightbox.ts). */
export interface GalleryRequest extends GalleryTarget {
  /** The set's item links as they were when clicked, in page order. */
  readonly items: readonly HTMLAnchorElement[];
  /** The control clicked: focus goes back there when the lightbox closes. */
  readonly opener: HTMLElement;
  readonly context: WidgetContext;
  /**
   * Called with what the gallery renders while the lightbox is open (LightboxParts, on glightbox's
   * nodes and the page), and with null once glightbox has closed it, before focus returns.
   */
  readonly onShown: (parts: ReactNode) => void;
  /** Called once the lightbox has closed (before `widgets:gallery:close`), when another may open. */
  readonly onClose: () => void;
  /** Plyr's class, for a video set (load-lightbox.ts). */
  readonly Player?: LightboxPlayerClass;
}

/**
 * Readies the page for an opening, when idle or on intent (Gallery.tsx): glightbox's stylesheet is
 * parsed and adopted then, not in the tap's task.
 */
export const prepare: () => void = injectLightboxStyles;

/**
 * The lightbox chunk's entry: opens the set clicked at the item clicked, dispatches
 * `widgets:gallery:open` (tracked as `gallery/open/<kind>`) and `widgets:gallery:close`. When
 * opening fails, says 'Something Went Wrong, Please Try Again Later', reports the error and returns
 * null: nothing is open, the page is as it was and focus is back on the opener (open-lightbox.ts).
 */
export function openGallery({ kind, index, items, opener, context, onShown, onClose, Player }: GalleryRequest): LightboxSession | null {
  try {
    return openLightbox({
      kind,
      items,
      index,
      opener,
      Player,
      onShown: (modal) => onShown(lightboxPartsFor(modal)),
      onOpen: () => {
        context.dispatch('open', { kind, index } satisfies GalleryOpenDetail);
        trackEvent({ category: 'gallery', action: 'open', label: kind });
      },
      onClose: () => {
        onClose();
        context.dispatch('close', { kind } satisfies GalleryCloseDetail);
      },
    });
  } catch (error) {
    notifyError(t('mediaSomethingWentWrong'));
    context.reportError(error, 'opening the lightbox');
    return null;
  }
}
