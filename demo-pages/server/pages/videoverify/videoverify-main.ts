import { escapeHtml } from '../../http/escape-html.ts';

/** `?maxBytes=` values the page passes on to the widget (QA: a lower clip size limit shows the "too large" message). */
const QA_MAX_BYTES = /^[1-9]\d{0,9}$/;

/**
 * The inside of `/videoverify/`'s `<main>`: the title and the video-verify widget's root, which
 * carries `iframeFrom` (contract "Video verification page") and, for QA, a lower size limit. The
 * server markup inside the root is what a visitor without JavaScript reads.
 */
export function renderVideoVerifyMain(iframeFrom: string, maxBytes = ''): string {
  const maxBytesAttribute = QA_MAX_BYTES.test(maxBytes) ? ` data-max-bytes="${maxBytes}"` : '';
  return `<h1>Video verification</h1>
    <div data-widget="video-verify" data-iframe-from="${escapeHtml(iframeFrom)}"${maxBytesAttribute}>
      <p>To verify your profile, record a short video of yourself with your camera. This needs JavaScript and a recent browser.</p>
    </div>`;
}
