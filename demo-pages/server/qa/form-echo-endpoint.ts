import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '../http/escape-html.ts';
import { isFormBody, readBody } from '../http/read-body.ts';
import { send, sendMethodNotAllowed, sendText } from '../http/respond.ts';

/** Where the index page's QA forms send their fields to be shown (the rating input's form). */
export const FORM_ECHO_PATH = '/__form-echo';

/** The page that lists what a form sent: every field in the order sent, a repeated name on each of its rows. */
export function renderFormEchoPage(method: string, fields: URLSearchParams): string {
  const rows = [...fields].map(([name, value]) => `<tr><th scope="row"><code>${escapeHtml(name)}</code></th><td><code>${escapeHtml(value)}</code></td></tr>`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Form received – Directory demo</title>
<link rel="stylesheet" href="/vendor/bootstrap.min.css">
<link rel="stylesheet" href="/demo.css">
</head>
<body>
<header class="demo-header"><div class="container"><a class="demo-brand" href="/">Directory demo</a></div></header>
<main class="container py-4">
<h1>Form received</h1>
<table class="table table-sm qa-table">
<caption>The fields the form sent (${escapeHtml(method)}), in order</caption>
<thead><tr><th scope="col">Field</th><th scope="col">Value</th></tr></thead>
<tbody>
${rows.length > 0 ? rows.join('\n') : '<tr><td colspan="2">No fields.</td></tr>'}
</tbody>
</table>
<p><a href="/#qa-rating">Back to the QA inputs</a></p>
</main>
</body>
</html>
`;
}

/**
 * `/__form-echo`: answers a plain HTML form (POST, urlencoded) or a query (GET) with a page that
 * lists the fields it sent, so that QA sees what a form posts without the network panel.
 */
export async function serveFormEchoEndpoint(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const method = request.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return send(response, 200, 'text/html; charset=utf-8', renderFormEchoPage('GET', url.searchParams));
  if (method !== 'POST') return sendMethodNotAllowed(response, ['GET', 'POST']);
  if (!isFormBody(request)) {
    request.resume();
    return sendText(response, 415, 'Unsupported media type: send an application/x-www-form-urlencoded form.');
  }
  send(response, 200, 'text/html; charset=utf-8', renderFormEchoPage('POST', new URLSearchParams(await readBody(request))));
}
