/**
 * The plain (non-React) code most widget pages share (with the body classes the site header's
 * switches read on every page), listed once so that the build ships it as ONE
 * chunk instead of a dozen small ones (see build.mjs, `sharedKits`); the HTTP and modal kits build on it. Only imports: nothing here runs.
 * valibot comes with page-config; a bare import of it would be dropped (it declares no side effects).
 */
import '../analytics/track-event.ts';
import '../config/page-config.ts';
import '../constants.ts';
import '../lazy/load-once.ts';
import '../lazy/act-when-loaded.ts';
// The switches (every page with the site header), other cities and the camera step ready their
// code with it when idle; the modal kit's useAfterIdlePrefetch is built on it.
import '../lazy/after-idle-prefetch.ts';
// The gallery and the favorite show a busy state, and the view switch its pressed state, before
// heavy work (profile and listing pages).
import '../lazy/after-next-paint.ts';
import '../messages/catalogue/control-messages.ts';
import '../messages/translate.ts';
import '../notify/notify.ts';
import '../options/attribute-schemas.ts';
// On its own it was a chunk of its own that the age check (every listing page) fetched.
import '../options/url-attribute.ts';
// page-config checks where its URL settings lead with it.
import '../http/safe-url.ts';
import '../page/body-classes.ts';
import '../page/mobile-panels.ts';
// The schemas of the cookie and HTTP kits check their lists with it.
import '../text/is-text-or-texts.ts';
