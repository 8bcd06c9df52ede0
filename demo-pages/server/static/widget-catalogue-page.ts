import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalogue } from '../../../scripts/docs/readme-catalogue.ts';
import { renderMarkdown } from './render-markdown.ts';

/** Where the demo index links to the catalogue. */
export const WIDGET_CATALOGUE_PATH = '/widget-catalogue.html';

const readmePath = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'docs', 'widgets.md');

/**
 * The generated widget catalogue (docs/widgets.md) as a page of the demo site, read from the file on each
 * request so that it is always the committed one. No script and no inline style (strict CSP).
 */
export function renderWidgetCataloguePage(readme: string = readFileSync(readmePath, 'utf8')): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Widget catalogue – directory widgets</title>
<link rel="stylesheet" href="/vendor/bootstrap.min.css">
<link rel="stylesheet" href="/demo.css">
</head>
<body>
<header class="demo-header">
  <div class="container">
    <a class="demo-brand" href="/">Directory demo</a>
  </div>
</header>
<main class="container">
<h1>Widget catalogue</h1>
${renderMarkdown(readCatalogue(readme))}
</main>
</body>
</html>
`;
}
