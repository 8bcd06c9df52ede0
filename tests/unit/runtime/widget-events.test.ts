import { describe, expect, it, vi } from 'vitest';
import { dispatchWidgetEvent } from '../../../shared/runtime/widget-events.ts';
import { renderFixture } from '../support/dom-fixture.ts';

describe('dispatchWidgetEvent', () => {
  it('dispatches widgets:<name> on the target, bubbling to document with the detail, not cancelable', () => {
    const root = renderFixture('<div id="root"></div>').firstElementChild as HTMLElement;
    const listener = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('widgets:favorite:change', listener);

    try {
      expect(dispatchWidgetEvent(root, 'favorite:change', { favorite: true })).toBe(true);
    } finally {
      document.removeEventListener('widgets:favorite:change', listener);
      document.body.innerHTML = '';
    }

    expect(listener).toHaveBeenCalledTimes(1);
    const event = listener.mock.calls[0]?.[0] as CustomEvent;
    expect(event).toBeInstanceOf(CustomEvent);
    expect(event.target).toBe(root);
    expect(event.bubbles).toBe(true);
    expect(event.cancelable).toBe(false);
    expect(event.detail).toEqual({ favorite: true });
  });
});
