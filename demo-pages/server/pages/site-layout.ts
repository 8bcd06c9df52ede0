import { escapeHtml } from '../http/escape-html.ts';
import { renderSiteHeader, renderSiteNavigation } from './site-header.ts';
import { readSiteSettings } from './site-settings.ts';

/** One demo page as the site layout frames it. */
export interface SitePage {
  /** The page's own title; the layout appends the site's name. */
  readonly title: string;
  /** The page's path, marked as the current page in the navigation panels. */
  readonly path: string;
  /** The visitor's cookies: the header's switches and the body classes follow them. */
  readonly cookies: ReadonlyMap<string, string>;
  /** `<body data-page>` (CONTRACT.md), when the page is of a contract page type. */
  readonly dataPage?: string;
  /** The page's own stylesheets, after Bootstrap, demo.css and site.css. */
  readonly stylesheets?: readonly string[];
  /** Body classes of the page's own (the listing view), before the switches' classes. */
  readonly bodyClasses?: readonly string[];
  /** Widget roots on the body (`data-widget`). */
  readonly bodyWidgets?: string;
  /** The header search box's value. */
  readonly term?: string;
  /** Everything after the header and the navigation panels: main, footer, widget roots. */
  readonly content: string;
  /**
   * A page shown inside another page's frame: no header, no navigation panels (the embedding page
   * has them), only the body classes and the content.
   */
  readonly bare?: boolean;
}

/**
 * The document frame of every demo page, as the site's PHP layout renders it for the visitor's
 * cookies: the head with the stylesheets, the skip link, the one site header with the global
 * switches and the search box, the navigation panels, the page's content, the config block and the
 * bundle's tag. The body carries `dark-mode` and `safe-browsing` while those cookies are `1`.
 */
export function renderSitePage(page: SitePage): string {
  const settings = readSiteSettings(page.cookies);
  const classes = [...(page.bodyClasses ?? []), settings.darkMode ? 'dark-mode' : '', settings.safeBrowsing ? 'safe-browsing' : ''].filter(Boolean);
  const bodyAttributes = [
    page.dataPage ? ` data-page="${page.dataPage}"` : '',
    classes.length > 0 ? ` class="${classes.join(' ')}"` : '',
    page.bodyWidgets ? ` data-widget="${page.bodyWidgets}"` : '',
  ].join('');
  const stylesheets = ['/vendor/bootstrap.min.css', '/demo.css', '/site.css', ...(page.stylesheets ?? [])]
    .map((href) => `<link rel="stylesheet" href="${href}">`)
    .join('\n');
  const frame = page.bare
    ? ''
    : `
  <a class="sr-only sr-only-focusable skip-link" href="#main">Skip to content</a>
  ${renderSiteHeader(settings, page.term ?? '')}
  ${renderSiteNavigation(page.path)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} – Directory demo</title>
${stylesheets}
</head>
<body${bodyAttributes}>${frame}
  ${page.content}
  <script type="application/json" id="widgets-config">{"cookieDomain": ""}</script>
  <script type="module" src="/dist/widgets.js"></script>
</body>
</html>
`;
}
