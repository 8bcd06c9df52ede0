import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';
import type { AdSlotDetail, AdSlotErrorDetail } from './AdSlot.tsx';

/** Docs-only (read by `npm run docs`, never shipped): the ad-slot widget's catalogue entry and its events. */
export default defineWidgetDocs<{ load: AdSlotDetail; error: AdSlotErrorDetail }>({
  group: 'listing',
  events: {
    load: { when: 'the ad frame loaded', detail: { zone: 'the slot\'s zone', size: 'the slot\'s size' } },
    error: { when: 'the frame URL was refused or the frame failed', detail: { zone: 'the slot\'s zone', size: 'the slot\'s size', reason: '`url` (refused, no frame inserted) or `frame` (the frame fired `error`)' } },
  },
});
