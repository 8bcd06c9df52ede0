import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';
import type { FavoriteChangeDetail } from './use-favorite-toggle.ts';

/** Docs-only (read by `npm run docs`, never shipped): the favorite widget's catalogue entry and its events. */
export default defineWidgetDocs<{ change: FavoriteChangeDetail }>({
  group: 'profile',
  events: {
    change: { when: 'the server confirmed an add or a removal', detail: { dancerId: 'the profile\'s id', favorite: '`true` when it is now a favorite' } },
  },
});
