import { renderSitePage } from '../site-layout.ts';
import { renderVideoVerifyMain } from './videoverify-main.ts';

/** The `iframeFrom` of the one page that embeds the recorder (contract "Video verification page"). */
const EMBEDDING_PAGE = 'add-profile';

/**
 * `/videoverify/` (contract "Video verification page"): the video verification recorder in the site
 * layout when it runs alone; inside the add-profile page's frame (`?iframeFrom=add-profile`) a bare
 * frame without header or navigation panels, which the embedding page has already. Both follow the
 * visitor's dark mode and safe browsing cookies.
 */
export function renderVideoVerifyPage(iframeFrom: string, cookies: ReadonlyMap<string, string> = new Map(), maxBytes = ''): string {
  const framed = iframeFrom === EMBEDDING_PAGE;
  return renderSitePage({
    title: 'Video verification',
    path: '/videoverify/',
    cookies,
    bodyClasses: framed ? ['videoverify-framed'] : [],
    bare: framed,
    content: `<main class="container" id="main">
    ${renderVideoVerifyMain(iframeFrom, maxBytes)}
  </main>`,
  });
}
