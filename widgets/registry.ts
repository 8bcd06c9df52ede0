import type { WidgetRegistry } from '../shared/runtime/widget-definition.ts';

/**
 * Every widget by its `data-widget` name, each behind a dynamic import so that it ships as its own
 * chunk and loads only where one of its roots is on the page.
 */
export const widgetRegistry: WidgetRegistry = {
  favorite: () => import('./favorite/index.ts'),
  'ad-slot': () => import('./ad-slot/index.ts'),
  'claim-modal': () => import('./claim-modal/index.ts'),
  'share-modal': () => import('./share-modal/index.ts'),
  'search-suggestions': () => import('./search-suggestions/index.ts'),
  switch: () => import('./switch/index.ts'),
  'page-state': () => import('./page-state/index.ts'),
  'dialog-switch': () => import('./dialog-switch/index.ts'),
  gallery: () => import('./gallery/index.ts'),
  sort: () => import('./sort/index.ts'),
  'filter-form': () => import('./filter-form/index.ts'),
  'price-quick-filter': () => import('./price-quick-filter/index.ts'),
  'filter-hash': () => import('./filter-hash/index.ts'),
  'age-check': () => import('./age-check/index.ts'),
  'machine-id': () => import('./machine-id/index.ts'),
  'mobile-nav': () => import('./mobile-nav/index.ts'),
  'breadcrumb-bar': () => import('./breadcrumb-bar/index.ts'),
  'review-modal': () => import('./review-modal/index.ts'),
  'reply-modal': () => import('./reply-modal/index.ts'),
  'report-modal': () => import('./report-modal/index.ts'),
  'geo-select': () => import('./geo-select/index.ts'),
  'other-cities': () => import('./other-cities/index.ts'),
  'agency-form': () => import('./agency-form/index.ts'),
  'verify-profile': () => import('./verify-profile/index.ts'),
  'video-verify': () => import('./video-verify/index.ts'),
  rating: () => import('./rating/index.ts'),
};
