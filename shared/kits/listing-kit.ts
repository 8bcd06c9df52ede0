/**
 * What the listing pages' widgets share: cookies (the body's state classes, committed select
 * choices and URL checks are the base kit's: the site header's switches and the page config need
 * them everywhere). Listed once so that the build ships it as ONE chunk (see build.mjs, `sharedKits`) instead
 * of one small chunk per combination of widgets that uses a part of it. Only imports: nothing here runs.
 */
import './base-kit.ts';
import '../cookies/cookie-catalogue.ts';
import '../cookies/cookies.ts';
import '../cookies/document-cookie.ts';
