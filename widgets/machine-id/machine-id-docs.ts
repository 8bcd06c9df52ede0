import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';
import type { MachineIdReadyDetail } from './ensure-machine-id.ts';

/** Docs-only (read by `npm run docs`, never shipped): the machine-id widget's catalogue entry and its events. */
export default defineWidgetDocs<{ ready: MachineIdReadyDetail }>({
  group: 'listing',
  events: {
    ready: { when: 'the visitor\'s id was settled', detail: { id: 'the visitor\'s `MachineId`' } },
  },
});
