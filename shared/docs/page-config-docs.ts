import type { PageConfig } from '../config/page-config.ts';

/** A page-wide setting's key as the catalogue lists it: top-level, or `endpoints.NAME`. */
export type PageConfigKey = Exclude<keyof PageConfig, 'endpoints'> | `endpoints.${keyof PageConfig['endpoints'] & string}`;

/** Docs-only (read by `npm run docs`, never shipped): what each page-wide setting is for. */
export const pageConfigDocs: Readonly<Record<PageConfigKey, string>> = {
  'endpoints.searchSuggestions': 'the search suggestions call (`GET ?term=TEXT`)',
  'endpoints.geoZones': 'the geo calls (cities, areas, clubs) of the geo selects',
  'endpoints.changeAgencyInfo': 'the agency form\'s call',
  'endpoints.phoneReports': 'the report modal\'s call',
  cookieDomain: 'the parent domain of the site-wide cookies (`safe_browsing`, `agecheck`); empty keeps them on the current host. When set, writing a cookie also expires its copy in the other scope (host or parent domain), which browsers and PHP would otherwise read first',
  adFrameUrl: 'the ad network\'s frame; `{zone}`, `{width}` and `{height}` are filled per slot',
  requestTimeoutMs: 'how long a server call may take before it fails as timed out',
  debug: 'the debug mode, as `?widgets-debug=1` turns it on for one visit: warnings about markup the widgets ignore, and each failed root outlined with its reason (docs/template-checks.md, "Debug mode"). Its code loads only then',
  messages: 'overrides of the message catalogue (below) by key, for the site\'s other languages; `{name}` placeholders are kept',
};
