import { renderVideoVerifyMain } from './videoverify-main.ts';

/**
 * `/videoverify/` (contract "Video verification page"): the video verification recorder, alone or
 * inside the add-profile page's frame (`?iframeFrom=add-profile`).
 * SKELETON: the video-verify widget's owner gives it its final markup and widget root.
 */
export function renderVideoVerifyPage(iframeFrom: string, maxBytes = ''): string {
  const framed = iframeFrom === 'add-profile';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Video verification – Directory demo</title>
<link rel="stylesheet" href="/vendor/bootstrap.min.css">
<link rel="stylesheet" href="/demo.css">
</head>
<body${framed ? ' class="videoverify-framed"' : ''}>
  <main class="container" id="main">
    ${renderVideoVerifyMain(iframeFrom, maxBytes)}
  </main>
  <script type="application/json" id="widgets-config">{"cookieDomain": ""}</script>
  <script type="module" src="/dist/widgets.js"></script>
</body>
</html>
`;
}
