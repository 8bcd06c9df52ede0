import { escapeHtml } from '../http/escape-html.ts';

/** The demo site's 404 page, in the look of the other pages, with a way back to the index. */
export function renderNotFoundPage(path: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page not found – Directory demo</title>
<link rel="stylesheet" href="/vendor/bootstrap.min.css">
<link rel="stylesheet" href="/demo.css">
</head>
<body>
<header class="demo-header"><div class="container"><a class="demo-brand" href="/">Directory demo</a></div></header>
<main class="container py-4">
<h1>Page not found</h1>
<p>Nothing is served at <code>${escapeHtml(path)}</code>.</p>
<p><a href="/">Back to the list of demo pages</a></p>
</main>
</body>
</html>
`;
}
