/**
 * The plain (non-React) code most widget pages share, listed once so that the build ships it as ONE
 * chunk instead of a dozen small ones (see build.mjs, `sharedKits`). Only imports: nothing here runs.
 * valibot comes with page-config; a bare import of it would be dropped (it declares no side effects).
 */
import '../analytics/track-event.ts';
import '../config/page-config.ts';
import '../constants.ts';
import '../http/failure-message.ts';
import '../http/request-error.ts';
import '../http/request.ts';
import '../messages/catalogue/control-messages.ts';
import '../messages/catalogue/request-messages.ts';
import '../messages/translate.ts';
import '../modal/modal-trigger.ts';
import '../modal/mount-on-first-trigger.ts';
import '../notify/notify.ts';
import '../options/attribute-schemas.ts';
