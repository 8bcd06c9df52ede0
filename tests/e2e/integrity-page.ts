import { createHash } from 'node:crypto';

/** dist/manifest.json as the build writes it (scripts/dist-manifest.mjs). */
export interface DistManifest {
  readonly version: string;
  readonly entry: string;
  readonly files: Readonly<Record<string, { readonly size: number; readonly integrity: string }>>;
}

/**
 * A test page that includes the bundle the way integrations/php/WidgetsInclude.php prints it: an
 * import map pinning every module of `manifest` (served at `base`) to its integrity, then `body`,
 * then the script tag with its integrity. Returns the HTML and the Content-Security-Policy that
 * allows exactly that import map by its hash.
 */
export function integrityPage(manifest: DistManifest, body: string, base = '/dist/'): { html: string; policy: string } {
  const integrity = Object.fromEntries(
    Object.entries(manifest.files)
      .filter(([file]) => file.endsWith('.js'))
      .map(([file, entry]) => [`${base}${file}`, entry.integrity]),
  );
  const importMap = JSON.stringify({ integrity });
  const hash = createHash('sha256').update(importMap).digest('base64');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>E2E integrity page</title>
<script type="importmap">${importMap}</script>
</head>
<body data-page="profile">
<main>${body}</main>
<script type="module" src="${base}${manifest.entry}" integrity="${manifest.files[manifest.entry]?.integrity ?? ''}"></script>
</body>
</html>`;
  const policy = `default-src 'self'; script-src 'self' 'sha256-${hash}'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'self'`;
  return { html, policy };
}
