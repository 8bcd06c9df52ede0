/**
 * The sandbox of an ad frame on the page's own origin: every capability an ad needs except
 * `allow-same-origin`, so the frame gets an opaque origin. Everything else stays forbidden,
 * notably `allow-top-navigation` (an ad cannot send the visitor away from the listing) and
 * `allow-forms`, `allow-modals`, `allow-downloads`.
 * - `allow-scripts`: ads are rendered by the network's scripts.
 * - `allow-popups`: a click on an ad opens the advertiser's page in a new tab or window.
 * - `allow-popups-to-escape-sandbox`: that advertiser's page then runs unsandboxed, as a normal page.
 */
export const SAME_ORIGIN_AD_FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

/**
 * The sandbox of an ad frame on another origin (the ad network): the same, plus `allow-same-origin`,
 * which keeps the frame in the network's own origin so its cookies and storage (frequency capping,
 * fraud checks) work; with an opaque origin most networks show nothing. It is safe only there: a
 * frame on the page's origin with both `allow-scripts` and `allow-same-origin` can read the page,
 * its cookies and storage, and remove its own sandbox.
 */
export const CROSS_ORIGIN_AD_FRAME_SANDBOX = `${SAME_ORIGIN_AD_FRAME_SANDBOX} allow-same-origin`;

/**
 * The sandbox for an ad frame loading `src`: `allow-same-origin` only when `src` resolves to an
 * origin other than the page's; a URL that does not parse gets the same-origin (safe) sandbox.
 */
export function adFrameSandbox(src: string, pageUrl: string = location.href): string {
  let frameOrigin: string;
  try {
    frameOrigin = new URL(src, pageUrl).origin;
  } catch {
    return SAME_ORIGIN_AD_FRAME_SANDBOX;
  }
  // An opaque origin ("null": data:, blob:) has no storage of its own to keep: the safe sandbox.
  const crossOrigin = frameOrigin !== 'null' && frameOrigin !== new URL(pageUrl).origin;
  return crossOrigin ? CROSS_ORIGIN_AD_FRAME_SANDBOX : SAME_ORIGIN_AD_FRAME_SANDBOX;
}
