/**
 * The sandbox of an ad frame on the page's own origin: `allow-scripts` without `allow-same-origin`,
 * so the frame runs with an opaque origin (no access to the page, its cookies or its storage).
 * Everything else stays forbidden, notably `allow-top-navigation` (an ad cannot send the visitor
 * away from the listing) and `allow-forms`, `allow-modals`, `allow-downloads`.
 * - `allow-scripts`: ads are rendered by the network's scripts.
 * - `allow-popups`: a click on an ad opens the advertiser's page in a new tab or window. Here the
 *   popup keeps the sandbox: a popup escaping it could open the site's own pages unsandboxed,
 *   with the site's cookies, from the frame's script.
 */
export const SAME_ORIGIN_AD_FRAME_SANDBOX = 'allow-scripts allow-popups';

/**
 * The sandbox of an ad frame on another origin (the ad network), which adds:
 * - `allow-popups-to-escape-sandbox`: the advertiser's page opened by a click runs unsandboxed, as
 *   a normal page;
 * - `allow-same-origin`: keeps the frame in the network's own origin, so its cookies and storage
 *   (frequency capping, fraud checks) work; with an opaque origin most networks show nothing. It
 *   is safe only there: a frame on the page's origin with both `allow-scripts` and
 *   `allow-same-origin` can read the page, its cookies and storage, and remove its own sandbox.
 */
export const CROSS_ORIGIN_AD_FRAME_SANDBOX = `${SAME_ORIGIN_AD_FRAME_SANDBOX} allow-popups-to-escape-sandbox allow-same-origin`;

/**
 * The sandbox for an ad frame loading `src`: the cross-origin one only when `src` resolves to an
 * origin other than the page's; a URL that does not parse gets the same-origin (safe) sandbox.
 */
export function adFrameSandbox(src: string, pageUrl: string = location.href): string {
  try {
    const frameOrigin = new URL(src, pageUrl).origin;
    // An opaque origin ("null": data:, blob:) has no storage of its own to keep: the safe sandbox.
    if (frameOrigin !== 'null' && frameOrigin !== new URL(pageUrl).origin) return CROSS_ORIGIN_AD_FRAME_SANDBOX;
  } catch {
    // Not a URL: the safe sandbox.
  }
  return SAME_ORIGIN_AD_FRAME_SANDBOX;
}
