/**
 * What a modal widget's first chunk needs to wait for its trigger, listed once so that the build
 * ships it as ONE chunk (see build.mjs, `sharedKits`), only to pages with modals.
 * Only imports: nothing here runs.
 */
import './base-kit.ts';
import '../modal/modal-trigger.ts';
import '../modal/define-modal-widget.ts';
import '../modal/use-first-trigger.ts';
