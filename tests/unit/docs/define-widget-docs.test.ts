import { describe, expect, it } from 'vitest';
import { defineWidgetDocs } from '../../../shared/docs/define-widget-docs.ts';

interface ExampleDetail {
  readonly id: number;
  readonly open: boolean;
}

describe('defineWidgetDocs', () => {
  it('returns the declaration as written, typed so that every field of every detail is described', () => {
    const docs = defineWidgetDocs<{ change: ExampleDetail; close: void }>({
      group: 'profile',
      events: { change: { when: 'it changed', detail: { id: 'the id', open: 'whether it is open' } }, close: { when: 'it closed', detail: null } },
    });
    expect(docs.events).toEqual({ change: { when: 'it changed', detail: { id: 'the id', open: 'whether it is open' } }, close: { when: 'it closed', detail: null } });

    defineWidgetDocs<{ change: ExampleDetail }>({
      group: 'profile',
      // @ts-expect-error `open` is a field of the detail and must be described (tsc checks this line).
      events: { change: { when: 'it changed', detail: { id: 'the id' } } },
    });
    defineWidgetDocs<{ change: ExampleDetail }>({
      group: 'profile',
      // @ts-expect-error every event of the type must be declared (tsc checks this line).
      events: {},
    });
  });
});
