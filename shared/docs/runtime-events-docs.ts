import type { WidgetEventDetails } from '../runtime/widget-events.ts';
import { defineEventDocs } from './define-widget-docs.ts';

/** Docs-only (read by `npm run docs`, never shipped): the runtime's own events, for the catalogue. */
export const runtimeEventDocs = defineEventDocs<{ ready: { version: string } } & WidgetEventDetails>({
  ready: { when: 'once per page, on `document`, when the runtime has started', detail: { version: 'the bundle\'s version' } },
  mounted: { when: 'a widget mounted on the root', detail: { widget: 'the widget\'s name' } },
  unmounted: {
    when: 'a widget unmounted (on `document` when the root was removed from the page)',
    detail: { widget: 'the widget\'s name', element: 'the root' },
  },
  error: {
    when: 'a widget failed (its chunk did not load, or its mount or a later step threw); the root gets `data-widget-state="error"`',
    detail: { widget: 'the widget\'s name', phase: 'what it was doing, as in "failed while …" (`loading`, `mounting`, `rendering`, …)', error: 'the error' },
  },
});
