import { adFrameSandbox } from './ad-frame-sandbox.ts';

/** What an ad frame is built from. */
export interface AdFrameSpec {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly title: string;
}

/**
 * The frame's referrer policy: the ad network learns which site shows the ad (the origin), never
 * the listing's path and query (the visitor's filters and searches), and nothing over plain http.
 */
export const AD_FRAME_REFERRER_POLICY: ReferrerPolicy = 'strict-origin-when-cross-origin';

/** Builds the `<iframe>` of an ad, detached, with every attribute set before its URL. */
export function createAdFrame({ src, width, height, title }: AdFrameSpec): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.width = String(width);
  frame.height = String(height);
  frame.title = title;
  // The sandbox applies from the frame's first navigation, so it is set before src. It depends on
  // the frame's origin: a frame on the page's own origin never gets allow-same-origin.
  frame.setAttribute('sandbox', adFrameSandbox(src));
  frame.setAttribute('referrerpolicy', AD_FRAME_REFERRER_POLICY);
  // The slot inserts the frame only near the viewport already; lazy keeps the browser's own
  // deferral for a visitor who has scrolled away again by then.
  frame.setAttribute('loading', 'lazy');
  // Block, so no inline baseline gap adds height under the frame; no border, exactly the ad's size.
  frame.style.display = 'block';
  frame.style.border = '0';
  frame.src = src;
  return frame;
}
