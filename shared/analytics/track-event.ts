/** One analytics event as the site's tag manager reads it. */
export interface AnalyticsEvent {
  readonly category: string;
  readonly action: string;
  readonly label?: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The `event` name every widget event carries in the data layer. */
export const ANALYTICS_EVENT_NAME = 'widget_event';

/** Pushes `{event, category, action, label}` to `window.dataLayer`, creating it when absent. */
export function trackEvent({ category, action, label = '' }: AnalyticsEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: ANALYTICS_EVENT_NAME, category, action, label });
}
