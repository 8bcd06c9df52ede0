import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';
import type { SwitchChangeDetail } from './switch-change.ts';

/** Docs-only (read by `npm run docs`, never shipped): the switch widget's catalogue entry and its events. */
export default defineWidgetDocs<{ change: SwitchChangeDetail }>({
  group: 'listing',
  events: {
    change: { when: 'the visitor changed a switch', detail: { switch: 'the `data-switch` name', value: 'the new value: `grid`/`list`, the language code, `on`/`off` for the others' } },
  },
});
