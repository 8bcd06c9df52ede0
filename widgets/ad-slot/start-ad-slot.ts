import { getPageConfig } from '../../shared/config/page-config.ts';
import { safeUrl } from '../../shared/http/safe-url.ts';
import { AD_SLOT_LOAD_MARGIN_PX, AD_SLOT_SIZES, MOBILE_MAX_WIDTH_PX } from '../../shared/constants.ts';
import { adMessages } from '../../shared/messages/catalogue/ad-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { AdSlotOptions, AdSlotSize } from './ad-slot-options.ts';
import { createAdFrame } from './create-ad-frame.ts';
import { fillAdFrameUrl } from './fill-ad-frame-url.ts';

/** What `widgets:ad-slot:load` carries: the slot's zone and size. */
export interface AdSlotDetail {
  readonly zone: number;
  readonly size: AdSlotSize;
}

/**
 * What `widgets:ad-slot:error` carries: `url` when the filled frame URL was refused (no frame is
 * inserted), `frame` when the frame element fired `error` (browsers rarely do: an HTTP error or an
 * unreachable ad server still ends in `load`, and a cross-origin frame cannot be inspected).
 */
export interface AdSlotErrorDetail extends AdSlotDetail {
  readonly reason: 'url' | 'frame';
}

/** The media query of mobile screens (spec §9's 575.98px breakpoint). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

const t = messagesFrom(adMessages);

/**
 * Runs one ad slot on its root with plain DOM (no renderer in this chunk, which every listing
 * page loads): shows the slot only on its device, reserving the ad's exact size at once, and
 * inserts the ad frame when the slot comes within AD_SLOT_LOAD_MARGIN_PX of the viewport.
 * Returns the function that undoes all of it.
 */
export function startAdSlot(element: HTMLElement, { zone, size, title }: AdSlotOptions, context: WidgetContext): () => void {
  const { width, height, device } = AD_SLOT_SIZES[size];
  const detail: AdSlotDetail = { zone, size };
  const serverMarkup = Array.from(element.childNodes);
  const serverStyle = element.getAttribute('style');
  const serverHidden = element.hidden;
  const restoreRoot = () => {
    element.replaceChildren(...serverMarkup);
    if (serverStyle === null) element.removeAttribute('style');
    else element.setAttribute('style', serverStyle);
    element.hidden = serverHidden;
  };

  // The config's schema checks the template; this checks the URL actually loaded (a template such
  // as `https://[{zone}]` only breaks once filled). Decided at mount, so a slot that can never
  // show an ad never reserves space either.
  const filled = fillAdFrameUrl(getPageConfig().adFrameUrl, { zone, width, height });
  const src = safeUrl(filled);
  if (src === null) {
    element.hidden = true;
    element.style.display = 'none';
    context.reportProblem(
      'url',
      `the page config's adFrameUrl gives ${JSON.stringify(filled)}, which is not an http(s) or relative URL; no ad frame is loaded.`,
    );
    context.dispatch('error', { ...detail, reason: 'url' } satisfies AdSlotErrorDetail);
    return restoreRoot;
  }

  // Reserved before any frame exists, so the ad arriving never moves the page. max-width keeps a
  // wide ad from making a narrow desktop window scroll sideways (the ad is clipped instead).
  Object.assign(element.style, { width: `${width}px`, height: `${height}px`, maxWidth: '100%', overflow: 'hidden' });

  const media = window.matchMedia(MOBILE_MEDIA_QUERY);
  let frame: HTMLIFrameElement | null = null;
  let observer: IntersectionObserver | null = null;

  const stopObserving = () => {
    observer?.disconnect();
    observer = null;
  };

  const insertFrame = () => {
    stopObserving();
    frame = createAdFrame({ src, width, height, title: title ?? t('adFrameTitle', { zone }) });
    frame.addEventListener('load', () => context.dispatch('load', detail), { once: true });
    frame.addEventListener('error', () => context.dispatch('error', { ...detail, reason: 'frame' } satisfies AdSlotErrorDetail), {
      once: true,
    });
    element.replaceChildren(frame);
  };

  const update = () => {
    const active = (device === 'mobile') === media.matches;
    element.hidden = !active;
    // Inline, so a stylesheet's display rule for the root cannot bring a hidden slot back.
    element.style.display = active ? '' : 'none';
    if (!active || frame) {
      stopObserving();
      return;
    }
    if (observer) return;
    observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) insertFrame();
    }, { rootMargin: `${AD_SLOT_LOAD_MARGIN_PX}px` });
    observer.observe(element);
  };

  update();
  media.addEventListener('change', update);
  return () => {
    media.removeEventListener('change', update);
    stopObserving();
    frame?.remove();
    frame = null;
    restoreRoot();
  };
}
