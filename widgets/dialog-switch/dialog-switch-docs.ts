import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';
import type { DialogSwitchChangeDetail } from './dialog-switcher.ts';

/** Docs-only (read by `npm run docs`, never shipped): the dialog-switch widget's catalogue entry and its events. */
export default defineWidgetDocs<{ change: DialogSwitchChangeDetail }>({
  group: 'listing',
  events: {
    change: { when: 'another step was shown', detail: { index: 'the `data-dialog-index` now shown' } },
  },
});
