/** The values an ad frame URL template receives: `{zone}`, `{width}` and `{height}`. */
export interface AdFrameUrlValues {
  readonly zone: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Fills the page config's `adFrameUrl` template with a slot's values, each URL-encoded. Other
 * `{…}` placeholders are left as they are: the ad network may have its own.
 */
export function fillAdFrameUrl(template: string, values: AdFrameUrlValues): string {
  return template.replace(/\{(zone|width|height)\}/g, (_placeholder, name: keyof AdFrameUrlValues) =>
    encodeURIComponent(String(values[name])),
  );
}
