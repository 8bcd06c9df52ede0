import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_NAME, trackEvent } from '../../../shared/analytics/track-event.ts';

afterEach(() => {
  delete window.dataLayer;
});

describe('trackEvent', () => {
  it('names every event widget_event for the tag manager', () => {
    expect(ANALYTICS_EVENT_NAME).toBe('widget_event');
  });

  it('creates the data layer when the page has none, and pushes the event with category, action and label', () => {
    trackEvent({ category: 'favorite', action: 'add', label: '42' });

    expect(window.dataLayer).toEqual([{ event: 'widget_event', category: 'favorite', action: 'add', label: '42' }]);
  });

  it('appends to the data layer the page already has', () => {
    const existing: unknown[] = [{ event: 'gtm.js' }];
    window.dataLayer = existing;

    trackEvent({ category: 'share', action: 'copy-link' });

    expect(window.dataLayer).toBe(existing);
    expect(existing).toEqual([{ event: 'gtm.js' }, { event: 'widget_event', category: 'share', action: 'copy-link', label: '' }]);
  });
});
