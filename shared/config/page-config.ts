import * as v from 'valibot';
import { DEFAULT_AD_FRAME_URL, REQUEST_TIMEOUT_MS } from '../constants.ts';
import { safeUrl } from '../http/safe-url.ts';
import { foundValue } from '../options/found-value.ts';

/** The id of the `<script type="application/json">` block with the page-wide settings (contract). */
export const CONFIG_SCRIPT_ID = 'widgets-config';

/**
 * The config block as the contract writes it. Only a JSON script counts: `getElementById` would take
 * any element with the id, and user HTML that keeps ids (`<div id="widgets-config" hidden>`) placed
 * before the block would replace the page's endpoints (DOM clobbering, issue 17).
 */
export const CONFIG_BLOCK_SELECTOR = `script[type="application/json"]#${CONFIG_SCRIPT_ID}`;

const EXPLICIT_HTTP_URL = /^https?:\/\//;

const PATH_OR_URL = 'expected an absolute path ("/…") or an http(s) URL';

// Every schema here names its rule for each way a value can fail, the type included: the console
// error says the rule in our words, never the schema library's.
const relativeOrHttpUrl = v.pipe(
  v.string(PATH_OR_URL),
  v.regex(/^(?:https?:\/\/|\/(?!\/))/, PATH_OR_URL),
  // The regex reads the text, the browser reads `/\evil.example` or `/<tab>/evil.example` as
  // `//evil.example`: a path is kept only when the URL it resolves to stays on the page's origin,
  // as safeUrl judges server links. An explicit http(s) URL may name any host (a CDN, the ad network).
  v.check(
    (value) => EXPLICIT_HTTP_URL.test(value) || safeUrl(value) !== null,
    'expected a path on this site, but the browser reads it as another host',
  ),
);

const COOKIE_DOMAIN = 'expected a domain such as ".example.com"';
const TIMEOUT = 'expected whole milliseconds from 100 to 120000';

/** Each page-wide setting with its schema and its default; a setting that fails its schema keeps the default. */
export const settings = {
  endpoints: v.optional(
    v.object({
      searchSuggestions: v.optional(relativeOrHttpUrl, '/search_suggestions'),
      geoZones: v.optional(relativeOrHttpUrl, '/ajax/geo_zones.php'),
      changeAgencyInfo: v.optional(relativeOrHttpUrl, '/controller/ajax/change_agency_info.php'),
      phoneReports: v.optional(relativeOrHttpUrl, '/controller/ajax/phone_reports.php'),
    }, 'expected an object of endpoint paths, such as {"geoZones": "/ajax/geo_zones.php"}'),
    {},
  ),
  // A parent domain such as ".example.com"; empty means cookies stay on the current host.
  cookieDomain: v.optional(
    v.pipe(v.string(COOKIE_DOMAIN), v.regex(/^\.?[a-z0-9.-]*$/i, COOKIE_DOMAIN)),
    '',
  ),
  // {zone}, {width} and {height} are filled per slot.
  adFrameUrl: v.optional(relativeOrHttpUrl, DEFAULT_AD_FRAME_URL),
  requestTimeoutMs: v.optional(
    v.pipe(
      v.number(TIMEOUT),
      v.check((ms) => Number.isInteger(ms) && ms >= 100 && ms <= 120000, TIMEOUT),
    ),
    REQUEST_TIMEOUT_MS,
  ),
  // Read by widgets.js itself (shared/debug/debug-requested.ts) before any of this loads; here so
  // that it is a known setting with a rule.
  debug: v.optional(v.boolean('expected true or false'), false),
  // Overrides by message key. Keys are not checked here, which would ship the whole catalogue to
  // every page; tests/unit/messages checks the keys the demo pages use.
  messages: v.optional(v.record(v.string(), v.string('expected text'), 'expected an object of texts by message key'), {}),
};

/** The validated page-wide settings, every one present. */
export type PageConfig = { [K in keyof typeof settings]: v.InferOutput<(typeof settings)[K]> };

let cached: PageConfig | undefined;

/** Reads and validates the `#widgets-config` block once; invalid settings are reported and replaced by their defaults. */
export function getPageConfig(): PageConfig {
  cached ??= readPageConfig(document);
  return cached;
}

/** Forgets the cached config (tests, and pages that replace the config block). */
export function resetPageConfig(): void {
  cached = undefined;
}

/** Parses the config block of `doc`; exported for tests. */
export function readPageConfig(doc: Document): PageConfig {
  const raw = parseConfigJson(doc);
  const config: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(settings)) {
    const result = v.safeParse(schema, raw[key]);
    if (result.success) {
      config[key] = result.output;
    } else {
      // The config is read once per page, so each problem is reported once.
      console.error(`[widgets] #${CONFIG_SCRIPT_ID}: ${settingProblem(key, result.issues[0])}; its default is used.`);
      // Every setting is optional with a default, so undefined always parses (to that default).
      config[key] = v.safeParse(schema, undefined).output;
    }
  }
  return config as PageConfig;
}

/** `requestTimeoutMs: expected …, found …`: a broken setting, its rule and its value (also the template checker's). */
export function settingProblem(key: string, issue: v.BaseIssue<unknown>): string {
  const where = issue.path?.map((item) => String(item.key)).join('.') ?? '';
  return `${key}${where ? `.${where}` : ''}: ${issue.message}, ${foundValue(issue)}`;
}

function parseConfigJson(doc: Document): Record<string, unknown> {
  const [script, ...others] = doc.querySelectorAll(CONFIG_BLOCK_SELECTOR);
  // Decided: the first block is used, the one getElementById always gave. A second one is a
  // template's mistake (the config printed twice): no sanitiser lets a <script> of user content
  // through, and one that did would have lost the page already.
  if (others.length > 0) {
    console.error(`[widgets] #${CONFIG_SCRIPT_ID}: ${others.length + 1} blocks on the page; the first is used, print only one.`);
  }
  if (!script?.textContent?.trim()) return {};
  try {
    const value: unknown = JSON.parse(script.textContent);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    console.error(`[widgets] #${CONFIG_SCRIPT_ID} must hold a JSON object; defaults are used.`);
  } catch (error) {
    console.error(
      `[widgets] #${CONFIG_SCRIPT_ID} is not valid JSON (${(error as Error).message}); defaults are used.`,
    );
  }
  return {};
}
