import { useLayoutEffect, useRef, useState } from 'react';
import { getPageConfig } from '../../shared/config/page-config.ts';
import { AD_SLOT_SIZES, MOBILE_MAX_WIDTH_PX } from '../../shared/constants.ts';
import { useAttribute } from '../../shared/hooks/use-attribute.ts';
import { useEventListener } from '../../shared/hooks/use-event-listener.ts';
import { safeUrl } from '../../shared/http/safe-url.ts';
import { adMessages } from '../../shared/messages/catalogue/ad-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';
import { adFrameSandbox } from './ad-frame-sandbox.ts';
import type { AdSlotOptions, AdSlotSize } from './ad-slot-options.ts';
import { fillAdFrameUrl } from './fill-ad-frame-url.ts';
import { useNearViewport } from './use-near-viewport.ts';

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

/**
 * The frame's referrer policy: the ad network learns which site shows the ad (the origin), never
 * the listing's path and query (the visitor's filters and searches), and nothing over plain http.
 */
export const AD_FRAME_REFERRER_POLICY: ReferrerPolicy = 'strict-origin-when-cross-origin';

// Block, so no inline baseline gap adds height under the frame; no border, exactly the ad's size.
const FRAME_STYLE = { display: 'block', border: 0 } as const;

const t = messagesFrom(adMessages);

/**
 * `data-widget="ad-slot"`: shows the slot only on its device, reserving the ad's exact size at once,
 * and renders the ad frame once the slot comes within AD_SLOT_LOAD_MARGIN_PX of the viewport; a
 * frame already loaded stays (hidden) when the window crosses the breakpoint. The root's own
 * `hidden` and inline size follow from that state; unmounting puts the server's back.
 */
export function AdSlot({ root, options: { zone, size, title }, context }: WidgetProps<AdSlotOptions>) {
  const { width, height, device } = AD_SLOT_SIZES[size];
  // The config's schema checks the template; this checks the URL actually loaded (a template such
  // as `https://[{zone}]` only breaks once filled). The page config does not change, so neither
  // does the answer: a slot that can never show an ad never reserves space either.
  const filled = fillAdFrameUrl(getPageConfig().adFrameUrl, { zone, width, height });
  const src = safeUrl(filled);
  // Not the shared useMediaQuery: it sits in a chunk shared with breadcrumb-bar, so the ad pages would
  // fetch one more file (+0.14 KB gzip measured), and /dancers.html's first visit is at its budget.
  const [media] = useState(() => matchMedia(MOBILE_MEDIA_QUERY));
  const [onMobile, setOnMobile] = useState(media.matches);
  useEventListener(media, 'change', () => setOnMobile(media.matches));
  const shown = src !== null && (device === 'mobile') === onMobile;
  const near = useNearViewport(root, shown);
  const detail: AdSlotDetail = { zone, size };
  // The frame's first event is told, once: the ad's own later navigations fire `load` again.
  const told = useRef(false);
  const once = (tell: () => void) => {
    if (!told.current) tell();
    told.current = true;
  };

  // A layout effect: the size is reserved before the first paint, so the ad arriving never moves the
  // page. max-width keeps a wide ad from making a narrow desktop window scroll sideways (clipped
  // instead); an inline display:none, so a stylesheet's rule for the root cannot bring a hidden slot back.
  useLayoutEffect(() => {
    // A refused URL keeps the slot hidden for good, so this runs once for it.
    if (src === null) {
      context.reportProblem(
        'url',
        `the page config's adFrameUrl gives ${JSON.stringify(filled)}, which is not an http(s) or relative URL; no ad frame is loaded.`,
      );
      context.dispatch('error', { ...detail, reason: 'url' } satisfies AdSlotErrorDetail);
    }
    const style = root.getAttribute('style');
    // Through the CSSOM, never the style attribute: a strict CSP without 'unsafe-inline' blocks that.
    Object.assign(root.style, shown ? { width: `${width}px`, height: `${height}px`, maxWidth: '100%', overflow: 'hidden' } : { display: 'none' });
    return () => {
      if (style === null) root.removeAttribute('style');
      else root.style.cssText = style;
    };
  }, [shown]);
  useAttribute(root, 'hidden', shown ? null : '');

  // Every attribute is set before the frame is inserted, so before it navigates: the sandbox
  // applies from the first navigation and depends on the frame's origin (a frame on the page's own
  // origin never gets allow-same-origin). loading="lazy": the frame comes only near the viewport
  // already; lazy keeps the browser's own deferral for a visitor who has scrolled away again by then.
  return near && src !== null ? (
    <iframe
      width={width}
      height={height}
      title={title ?? t('adFrameTitle', { zone })}
      sandbox={adFrameSandbox(src)}
      referrerPolicy={AD_FRAME_REFERRER_POLICY}
      loading="lazy"
      style={FRAME_STYLE}
      src={src}
      onLoad={() => once(() => context.dispatch('load', detail))}
      // Capture: React 19 listens for an iframe's own `error` only in the capture phase (it is not a
      // media element); Preact listens on the frame itself either way.
      onErrorCapture={() => once(() => context.dispatch('error', { ...detail, reason: 'frame' } satisfies AdSlotErrorDetail))}
    />
  ) : null;
}
