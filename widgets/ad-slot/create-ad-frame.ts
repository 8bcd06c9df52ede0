/** What an ad frame is built from. */
export interface AdFrameSpec {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly title: string;
}

/**
 * The sandbox of every ad frame. Each token is a capability ad networks need; everything else
 * stays forbidden, notably `allow-top-navigation` (an ad cannot send the visitor away from the
 * listing) and `allow-forms`, `allow-modals`, `allow-downloads`.
 * - `allow-scripts`: ads are rendered by the network's scripts.
 * - `allow-same-origin`: keeps the frame in the ad network's own origin, so its cookies and storage
 *   (frequency capping, fraud checks) work; without it the frame gets an opaque origin and most
 *   networks show nothing. Together with `allow-scripts` it is safe only because the frame is
 *   cross-origin in production: a frame served from the site's own origin could remove its sandbox.
 * - `allow-popups`: a click on an ad opens the advertiser's page in a new tab or window.
 * - `allow-popups-to-escape-sandbox`: that advertiser's page then runs unsandboxed, as a normal page.
 */
export const AD_FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox allow-same-origin';

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
  // The sandbox applies from the frame's first navigation, so it is set before src.
  frame.setAttribute('sandbox', AD_FRAME_SANDBOX);
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
