/**
 * What `/videoverify/`'s `<main>` holds (contract "Video verification page"): the recorder, alone
 * or inside the add-profile page's frame (`iframeFrom` is `add-profile` there).
 * SKELETON: the video-verify widget's owner gives it its final markup and widget root.
 */
export function renderVideoVerifyMain(iframeFrom: string): string {
  return `<h1>Video verification</h1>`;
}
