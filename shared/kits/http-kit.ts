/**
 * The calls to the server and their failure messages, listed once so that the build ships them as
 * ONE chunk (see build.mjs, `sharedKits`), loaded only by widgets that talk to the server: listing
 * pages, whose widgets only set cookies, never download it. Only imports: nothing here runs.
 */
import './base-kit.ts';
import '../http/failure-message.ts';
import '../http/request-error.ts';
import '../http/request.ts';
import '../messages/catalogue/request-messages.ts';
