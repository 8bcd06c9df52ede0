import type { IncomingMessage, ServerResponse } from 'node:http';
import { findFixedEndpoint, pageEndpoint } from './backend/backend-endpoints.ts';
import { serveBackendCall } from './backend/serve-backend-call.ts';
import { serveVideoUpload, VIDEO_UPLOAD_PATH } from './backend/serve-video-upload.ts';
import { CSP_HEADER } from './http/content-security-policy.ts';
import { sendMethodNotAllowed, sendRedirect, sendText } from './http/respond.ts';
import { sendRevalidated } from './http/send-revalidated.ts';
import { serveReleaseEndpoint, serveRequestsEndpoint, serveResetEndpoint, serveStateEndpoint } from './qa/qa-endpoints.ts';
import { listingKindOf } from './pages/listing-kinds.ts';
import { serveListingPage } from './pages/serve-listing-page.ts';
import { addProfileVariantOf } from './pages/add-profile/add-profile-kinds.ts';
import { renderAddProfilePage } from './pages/add-profile/add-profile-page.ts';
import { renderVideoVerifyPage } from './pages/videoverify/videoverify-page.ts';
import { PROFILE_PAGES } from './pages/profile/profile-fixture.ts';
import { renderProfilePage } from './pages/profile/profile-page.ts';
import { sendSitePage } from './pages/send-site-page.ts';
import { serveScenarioEndpoint } from './qa/scenario-endpoint.ts';
import { FORM_ECHO_PATH, serveFormEchoEndpoint } from './qa/form-echo-endpoint.ts';
import type { ServerContext } from './server-context.ts';
import { AD_FRAME_POLICY, renderAdFrame } from './static/ad-frame.ts';
import { renderFavicon } from './static/favicon.ts';
import { renderMediaSvg } from './static/media.ts';
import { decodeSafePath } from './static/safe-path.ts';
import { sendNotFound, serveStaticFile } from './static/static-files.ts';
import { renderWidgetCataloguePage, WIDGET_CATALOGUE_PATH } from './static/widget-catalogue-page.ts';
import { addModulePreloads, preloadHintsAsked } from './preload/add-module-preloads.ts';
import { servePublicPage } from './preload/serve-public-page.ts';

/** Paths that hold files, never a page: a POST there is not "the current page" of a profile action. */
const FILE_PREFIXES = ['/dist/', '/vendor/', '/media/', '/s/'];

/** Routes one request: QA endpoints, backend calls, generated media and pages, then static files. */
export async function handleRequest(request: IncomingMessage, response: ServerResponse, context: ServerContext): Promise<void> {
  const method = request.method ?? 'GET';
  const path = decodeSafePath(request.url ?? '');
  if (path === null) return sendText(response, 400, 'Bad request: the path is not allowed.');
  const url = new URL(request.url ?? '/', 'http://demo.invalid');

  switch (path) {
    case '/__scenario':
      return serveScenarioEndpoint(request, response, url, context.state.scenarios);
    case '/__requests':
      return serveRequestsEndpoint(request, response, context.state);
    case '/__reset':
      return serveResetEndpoint(request, response, context.state);
    case '/__state':
      return serveStateEndpoint(request, response, context.state);
    case '/__release':
      return serveReleaseEndpoint(request, response, context.state);
    case FORM_ECHO_PATH:
      return serveFormEchoEndpoint(request, response, url);
    case VIDEO_UPLOAD_PATH:
      return serveVideoUpload(request, response, url, context);
    default:
      break;
  }
  const endpoint = findFixedEndpoint(path);
  if (endpoint) return serveBackendCall(request, response, url, endpoint, context);

  const readOnly = method === 'GET' || method === 'HEAD';
  if (!readOnly) {
    if (method === 'POST' && !FILE_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      return serveBackendCall(request, response, url, pageEndpoint, context);
    }
    return sendMethodNotAllowed(response, ['GET', 'HEAD']);
  }

  if (path === '/favicon.ico') return sendRevalidated(response, 'image/x-icon', renderFavicon());
  if (path === '/ad-frame.html') {
    return sendRevalidated(response, 'text/html; charset=utf-8', renderAdFrame(url.searchParams), { [CSP_HEADER]: AD_FRAME_POLICY });
  }
  if (path === WIDGET_CATALOGUE_PATH) return sendRevalidated(response, 'text/html; charset=utf-8', renderWidgetCataloguePage());
  if (path.startsWith('/media/')) {
    const svg = renderMediaSvg(path.slice('/media/'.length));
    if (svg) return sendRevalidated(response, 'image/svg+xml', svg);
    // Anything else under /media/ is a committed fixture file (the video clips in public/media/).
  }
  if (path.startsWith('/s/')) {
    const target = context.state.shortLinks.get(path.slice('/s/'.length));
    return target ? sendRedirect(response, 302, target) : sendNotFound(response, path);
  }
  // A page asked with `?preload-hints=1` goes out with modulepreload hints for its widgets' first chunks, as a template using the PHP helper's opt-in would print them.
  const hints = preloadHintsAsked(url);
  const withPreloads = (html: string): string => (hints ? addModulePreloads(html, context.roots.distDir) : html);
  const listing = listingKindOf(path);
  if (listing) return serveListingPage(request, response, url, listing, withPreloads);
  const addProfile = addProfileVariantOf(path);
  if (addProfile) return sendSitePage(request, response, (cookies) => withPreloads(renderAddProfilePage(addProfile, cookies)));
  const profile = PROFILE_PAGES.get(path);
  if (profile) return sendSitePage(request, response, (cookies) => withPreloads(renderProfilePage(profile, cookies)));
  if (path === '/videoverify') return sendRedirect(response, 301, `/videoverify/${url.search}`);
  if (path === '/videoverify/') {
    return sendSitePage(request, response, (cookies) =>
      withPreloads(renderVideoVerifyPage(url.searchParams.get('iframeFrom') ?? '', cookies, url.searchParams.get('maxBytes') ?? '')),
    );
  }
  if (await servePublicPage(response, path, context.roots, hints)) return;
  return serveStaticFile(request, response, path, context.roots, context.watch);
}
